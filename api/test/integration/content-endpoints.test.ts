import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { productShape, projectShape, serviceShape } from '../../src/contract/content-shapes.js';
import { checkShape } from '../../src/contract/field-rules.js';
import { ListCacheRefresher } from '../../src/common/list-cache-refresher.js';
import { runSeed } from '../../src/seed/run-seed.js';
import { DATABASES } from '../support/databases.js';
import { rawRequest } from '../support/raw-request.js';
import { getJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const readContent = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(API_ROOT, 'content', file), 'utf8'));
const services = readContent<Service>('services.json');
const projects = readContent<Project>('projects.json');
const products = readContent<Product>('products.json');
const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const withIsoDate = (p: Project): Project => ({ ...p, completedAt: p.completedAt && new Date(p.completedAt).toISOString() });
const LISTS = ['/api/services', '/api/projects', '/api/products'];
// What Chromium sends, then narrower asks: one per representation, and one refusing both codings.
const ACCEPT = { chromium: 'gzip, deflate, br', gzip: 'gzip', refusesBoth: 'br;q=0, gzip;q=0' } as const;
const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`content lists on ${database.label}`, () => {
    const api = useApi(database);

    it('GET /api/services: the 4 active services in sector order with their icons, exactly as in the content file', async () => {
      const { status, headers, body } = await getJson<Service[]>(api.url('/api/services'));
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(body.map((s) => s.sector)).toEqual(['construction', 'manufacturing', 'electronics', 'mechanical']);
      expect(body.map((s) => s.icon)).toEqual(['hard-hat', 'industry', 'microchip', 'cogs']);
      const sectorRank = (s: Service) => ['construction', 'manufacturing', 'electronics', 'mechanical'].indexOf(s.sector);
      expect(body).toEqual(services.filter((s) => s.isActive).sort((a, b) => sectorRank(a) - sectorRank(b)));
      for (const service of body) expect(checkShape(service, serviceShape)).toEqual([]);
      const withVideo = body.filter((s) => s.video !== null).map((s) => s.sector);
      expect(withVideo).toEqual(['construction', 'mechanical']);
    });

    it('GET /api/projects: active projects only, by id, every field as in the content file', async () => {
      const { status, body } = await getJson<Project[]>(api.url('/api/projects'));
      expect(status).toBe(200);
      const expected = projects
        .filter((p) => p.isActive)
        .sort(byId)
        .map(withIsoDate);
      expect(projects.some((p) => !p.isActive)).toBe(true);
      expect(body).toEqual(expected);
      expect(body.every((p) => p.isActive)).toBe(true);
      for (const project of body) expect(checkShape(project, projectShape)).toEqual([]);
      expect(new Set(body.map((p) => p.status))).toEqual(new Set(['completed', 'ongoing', 'planned']));
      expect(new Set(body.map((p) => p.sector)).size).toBeGreaterThanOrEqual(4);
    });

    it('GET /api/products: active products only, by id, at least 16 across all 5 categories', async () => {
      const { status, body } = await getJson<Product[]>(api.url('/api/products'));
      expect(status).toBe(200);
      expect(body).toEqual(products.filter((p) => p.isActive).sort(byId));
      expect(body.length).toBeGreaterThanOrEqual(16);
      expect(new Set(body.map((p) => p.category)).size).toBe(5);
      for (const product of body) expect(checkShape(product, productShape)).toEqual([]);
    });

    it('serves lists with an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
      const first = await fetch(api.url('/api/products'));
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const again = await fetch(api.url('/api/products'), { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const weak = await fetch(api.url('/api/products'), { headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(weak.status).toBe(304);
      const stale = await fetch(api.url('/api/products'), { headers: { 'if-none-match': '"something-else"' } });
      expect(stale.status).toBe(200);
      const other = await fetch(api.url('/api/services'));
      expect(other.headers.get('etag')).not.toBe(etag);
    });

    it('answers the same from the pre-routing cache hook and from the controller (reached with a query string)', async () => {
      for (const path of ['/api/services', '/api/projects', '/api/products']) {
        const fast = await fetch(api.url(path));
        const routed = await fetch(api.url(`${path}?via=controller`));
        expect(routed.status).toBe(200);
        expect(await routed.text()).toBe(await fast.text());
        for (const header of ['etag', 'cache-control', 'content-type', 'x-content-type-options']) {
          expect(routed.headers.get(header)).toBe(fast.headers.get(header));
        }
        const routed304 = await fetch(api.url(`${path}?via=controller`), { headers: { 'if-none-match': fast.headers.get('etag')! } });
        expect(routed304.status).toBe(304);
      }
      const head = await fetch(api.url('/api/products'), { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBeTruthy();
      expect(await head.text()).toBe('');
    });

    it('the cache hook and the controller send the same bytes and headers in every encoding, GET, HEAD and 304', async () => {
      const sameHeaders = ['etag', 'cache-control', 'content-type', 'content-encoding', 'content-length', 'vary', 'x-content-type-options'];
      for (const path of LISTS) {
        for (const accept of [undefined, ...Object.values(ACCEPT)]) {
          const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
          const fast = await rawRequest(api.url(path), headers);
          const routed = await rawRequest(api.url(`${path}?via=controller`), headers);
          expect(fast.status).toBe(200);
          expect(routed.status).toBe(200);
          expect(routed.body.equals(fast.body)).toBe(true);
          for (const header of sameHeaders) expect([path, accept, header, routed.headers[header]]).toEqual([path, accept, header, fast.headers[header]]);

          for (const url of [api.url(path), api.url(`${path}?via=controller`)]) {
            const head = await rawRequest(url, headers, 'HEAD');
            expect(head.status).toBe(200);
            expect(head.body.length).toBe(0);
            for (const header of sameHeaders) expect([url, accept, header, head.headers[header]]).toEqual([url, accept, header, fast.headers[header]]);
            const notModified = await rawRequest(url, { ...headers, 'if-none-match': fast.headers.etag! });
            expect(notModified.status).toBe(304);
            expect(notModified.body.length).toBe(0);
            for (const header of ['etag', 'cache-control', 'vary']) expect(notModified.headers[header]).toBe(fast.headers[header]);
          }
        }
      }
    });

    it('without Accept-Encoding sends the identity JSON as before, with Vary: Accept-Encoding', async () => {
      const response = await rawRequest(api.url('/api/products'));
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual(products.filter((p) => p.isActive).sort(byId));
    });

    it('br and gzip bodies decompress to exactly the identity bytes, smaller, each with its own ETag', async () => {
      for (const path of LISTS) {
        const identity = await rawRequest(api.url(path));
        const br = await rawRequest(api.url(path), { 'accept-encoding': ACCEPT.chromium });
        const gzip = await rawRequest(api.url(path), { 'accept-encoding': ACCEPT.gzip });
        expect(br.headers['content-encoding']).toBe('br');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        for (const coded of [br, gzip]) {
          expect(coded.status).toBe(200);
          expect(coded.headers.vary).toBe('Accept-Encoding');
          expect(coded.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(coded.headers['content-length'])).toBe(coded.body.length);
          expect(coded.body.length).toBeLessThan(identity.body.length);
          expect(decode(coded.headers['content-encoding'], coded.body).equals(identity.body)).toBe(true);
        }
        const identityTag = identity.headers.etag!;
        expect(br.headers.etag).toBe(`${identityTag.slice(0, -1)}-br"`);
        expect(gzip.headers.etag).toBe(`${identityTag.slice(0, -1)}-gz"`);
      }
    });

    it('answers 304 to any ETag of the version whatever the encoding asked, and honours q=0', async () => {
      const asks: Record<string, string>[] = [{}, { 'accept-encoding': ACCEPT.chromium }, { 'accept-encoding': ACCEPT.gzip }];
      const [identity, ...coded] = await Promise.all(asks.map((headers) => rawRequest(api.url('/api/products'), headers)));
      const tags = [identity!, ...coded].map((response) => response.headers.etag!);
      expect(new Set(tags).size).toBe(3);
      for (const held of tags) {
        for (const accept of [undefined, ...Object.values(ACCEPT)]) {
          const headers: Record<string, string> = { 'if-none-match': `W/${held}`, ...(accept ? { 'accept-encoding': accept } : {}) };
          const answer = await rawRequest(api.url('/api/products'), headers);
          expect([held, accept, answer.status]).toEqual([held, accept, 304]);
        }
      }
      const staleOfBr = await rawRequest(api.url('/api/products'), { 'if-none-match': '"something-else-br"', 'accept-encoding': ACCEPT.chromium });
      expect(staleOfBr.status).toBe(200);

      const refusesBr = await rawRequest(api.url('/api/products'), { 'accept-encoding': 'gzip, deflate, br;q=0' });
      expect(refusesBr.headers['content-encoding']).toBe('gzip');
      const refusesBoth = await rawRequest(api.url('/api/products'), { 'accept-encoding': ACCEPT.refusesBoth });
      expect(refusesBoth.headers['content-encoding']).toBeUndefined();
      expect(refusesBoth.headers.etag).toBe(identity!.headers.etag);
      expect(refusesBoth.body.equals(identity!.body)).toBe(true);
      const prefersGzip = await rawRequest(api.url('/api/products?via=controller'), { 'accept-encoding': 'br;q=0.5, gzip' });
      expect(prefersGzip.headers['content-encoding']).toBe('gzip');
    });

    it('sends security headers and unknown paths get a JSON 404 in the error shape', async () => {
      const response = await fetch(api.url('/api/services'));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const missing = await getJson(api.url('/api/nothing-here'));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
      const wrongMethod = await getJson(api.url('/api/services'), { method: 'DELETE' });
      expect(wrongMethod.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
      const badUrl = await getJson(api.url('/api/%E0%A4%A'));
      expect(badUrl).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The URL is not valid' } });
      expect(Object.keys(badUrl.body as object).sort()).toEqual(['error', 'message', 'statusCode']);
    });

    it('GET /api/health is alive and /api/health/ready reports the database up', async () => {
      expect(await getJson(api.url('/api/health'))).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await getJson(api.url('/api/health/ready'))).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    });

    it('a re-seed changes every encoding of the list, ETags and bytes alike', async () => {
      const variants = async () => {
        const result: Record<string, { etag: string; json: string }> = {};
        const asks: Record<string, Record<string, string>> = { identity: {}, br: { 'accept-encoding': 'br' }, gzip: { 'accept-encoding': 'gzip' } };
        for (const [name, headers] of Object.entries(asks)) {
          const response = await rawRequest(api.url('/api/products'), headers);
          expect(response.headers['content-encoding']).toBe(name === 'identity' ? undefined : name);
          result[name] = { etag: response.headers.etag!, json: decode(response.headers['content-encoding'], response.body).toString('utf8') };
        }
        return result;
      };
      const before = await variants();
      const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-content-'));
      try {
        cpSync(path.join(API_ROOT, 'content'), dir, { recursive: true });
        const edited = readContent<Product>('products.json');
        edited[0]!.titleEn = 'Renamed for the encodings test';
        writeFileSync(path.join(dir, 'products.json'), JSON.stringify(edited));
        await runSeed({ ...api.config, contentDir: dir });
        await api.app.get(ListCacheRefresher).refreshAll();
        const after = await variants();
        for (const name of ['identity', 'br', 'gzip']) {
          expect(after[name]!.etag).not.toBe(before[name]!.etag);
          expect(after[name]!.json).toBe(after.identity!.json);
          for (const old of Object.values(before)) expect(after[name]!.etag).not.toBe(old.etag);
        }
        expect(JSON.parse(after.br!.json)[0].titleEn).toBe('Renamed for the encodings test');
        const oldTag = await rawRequest(api.url('/api/products'), { 'if-none-match': before.br!.etag, 'accept-encoding': 'br' });
        expect(oldTag.status).toBe(200);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await runSeed(api.config);
        await api.app.get(ListCacheRefresher).refreshAll();
      }
      expect((await variants()).br!.etag).toBe(before.br!.etag);
    });
  });
}

describe('content media', () => {
  it('every media path in the content files names a file the frontend serves (shell/public)', () => {
    const publicDir = path.join(API_ROOT, '..', 'shell', 'public');
    const paths = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith('/assets/')) paths.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    [services, projects, products].forEach(collect);
    expect(paths.size).toBeGreaterThan(20);
    const missing = [...paths].filter((p) => !existsSync(path.join(publicDir, p)));
    expect(missing).toEqual([]);
  });
});
