import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { describe, expect, it, vi } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { ProductDto } from '../../src/products/product.dto.js';
import { ProjectDto } from '../../src/projects/project.dto.js';
import { runSeed } from '../../src/seed/run-seed.js';
import { validateItems } from '../../src/seed/content-files.js';
import { ServiceDto } from '../../src/services/service.dto.js';
import { DATABASES } from '../support/databases.js';
import { rawRequest } from '../support/raw-request.js';
import { getJson, startApi } from '../support/start-api.js';
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
      // Every key the contract names, each by its DTO's rules: the one definition of a service.
      expect(validateItems('GET /api/services', body, ServiceDto)).toEqual(body);
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
      expect(validateItems('GET /api/projects', body, ProjectDto)).toEqual(body);
      expect(new Set(body.map((p) => p.status))).toEqual(new Set(['completed', 'ongoing', 'planned']));
      expect(new Set(body.map((p) => p.sector)).size).toBeGreaterThanOrEqual(4);
    });

    it('GET /api/products: active products only, by id, at least 16 across all 5 categories', async () => {
      const { status, body } = await getJson<Product[]>(api.url('/api/products'));
      expect(status).toBe(200);
      expect(body).toEqual(products.filter((p) => p.isActive).sort(byId));
      expect(body.length).toBeGreaterThanOrEqual(16);
      expect(new Set(body.map((p) => p.category)).size).toBe(5);
      expect(validateItems('GET /api/products', body, ProductDto)).toEqual(body);
    });

    it('serves lists with an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
      const first = await fetch(api.url('/api/products'));
      const etag = first.headers.get('etag');
      // Weak: one tag for the version whatever the encoding (RFC 9110 §8.8.3.3).
      expect(etag).toMatch(/^W\/"[\w+/=-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
      const again = await fetch(api.url('/api/products'), { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
      const strongForm = await fetch(api.url('/api/products'), { headers: { 'if-none-match': etag!.slice(2) } });
      expect(strongForm.status).toBe(304);
      const stale = await fetch(api.url('/api/products'), { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.status).toBe(200);
      expect(await stale.json()).toEqual(products.filter((p) => p.isActive).sort(byId));
      const other = await fetch(api.url('/api/services'));
      expect(other.headers.get('etag')).not.toBe(etag);
    });

    it('without Accept-Encoding sends the identity JSON; HEAD the same headers without a body', async () => {
      for (const path of LISTS) {
        const response = await rawRequest(api.url(path));
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        const head = await rawRequest(api.url(path), {}, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        for (const header of ['etag', 'cache-control', 'content-type'])
          expect([path, header, head.headers[header]]).toEqual([path, header, response.headers[header]]);
      }
      const list = await rawRequest(api.url('/api/products'));
      expect(JSON.parse(list.body.toString('utf8'))).toEqual(products.filter((p) => p.isActive).sort(byId));
    });

    it('br and gzip bodies decompress to exactly the identity bytes, smaller, with Vary: Accept-Encoding and the same ETag', async () => {
      for (const path of LISTS) {
        const identity = await rawRequest(api.url(path));
        const br = await rawRequest(api.url(path), { 'accept-encoding': ACCEPT.chromium });
        const gzip = await rawRequest(api.url(path), { 'accept-encoding': ACCEPT.gzip });
        expect(br.headers['content-encoding']).toBe('br');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        for (const coded of [br, gzip]) {
          expect(coded.status).toBe(200);
          expect(coded.headers.vary).toBe('accept-encoding');
          expect(coded.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(coded.headers.etag).toBe(identity.headers.etag);
          expect(coded.body.length).toBeLessThan(identity.body.length);
          expect(decode(coded.headers['content-encoding'], coded.body).equals(identity.body)).toBe(true);
        }
      }
    });

    it('answers 304 to the ETag whatever the encoding asked, and honours q-values', async () => {
      const { etag } = (await rawRequest(api.url('/api/products'), { 'accept-encoding': ACCEPT.chromium })).headers;
      for (const accept of [undefined, ...Object.values(ACCEPT)]) {
        const answer = await rawRequest(api.url('/api/products'), { 'if-none-match': etag!, ...(accept ? { 'accept-encoding': accept } : {}) });
        expect([accept, answer.status, answer.body.length, answer.headers.etag]).toEqual([accept, 304, 0, etag]);
      }
      const refusesBr = await rawRequest(api.url('/api/products'), { 'accept-encoding': 'gzip, deflate, br;q=0' });
      expect(refusesBr.headers['content-encoding']).toBe('gzip');
      const refusesBoth = await rawRequest(api.url('/api/products'), { 'accept-encoding': ACCEPT.refusesBoth });
      expect(refusesBoth.headers['content-encoding']).toBeUndefined();
      expect(refusesBoth.headers.etag).toBe(etag);
      const prefersGzip = await rawRequest(api.url('/api/products'), { 'accept-encoding': 'br;q=0.5, gzip' });
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

    it('shows a re-seed within CONTENT_REFRESH_MS, with a new ETag', async () => {
      const quick = await startApi(api.config.database, { contentRefreshMs: 50 });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-content-'));
      const current = async () => {
        const response = await rawRequest(quick.url('/api/products'), { 'accept-encoding': 'br' });
        return { etag: response.headers.etag, products: JSON.parse(decode(response.headers['content-encoding'], response.body).toString('utf8')) as Product[] };
      };
      try {
        const before = await current();
        cpSync(path.join(API_ROOT, 'content'), dir, { recursive: true });
        const edited = readContent<Product>('products.json');
        edited[0]!.titleEn = 'Renamed for the refresh test';
        writeFileSync(path.join(dir, 'products.json'), JSON.stringify(edited));
        await runSeed({ ...api.config, contentDir: dir });
        await vi.waitFor(async () => expect((await current()).products[0]!.titleEn).toBe('Renamed for the refresh test'), { timeout: 5_000, interval: 50 });
        const after = await current();
        expect(after.etag).not.toBe(before.etag);
        const oldTag = await rawRequest(quick.url('/api/products'), { 'if-none-match': before.etag! });
        expect(oldTag.status).toBe(200);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await runSeed(api.config);
        await quick.close();
      }
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
