import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product, Project, Service } from '@azmar/kit/content/content-types';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { productShape, projectShape, serviceShape } from '../../src/contract/content-shapes.js';
import { checkShape } from '../../src/contract/field-rules.js';
import { DATABASES } from '../support/databases.js';
import { getJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const readContent = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(API_ROOT, 'content', file), 'utf8'));
const services = readContent<Service>('services.json');
const projects = readContent<Project>('projects.json');
const products = readContent<Product>('products.json');
const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const withIsoDate = (p: Project): Project => ({ ...p, completedAt: p.completedAt && new Date(p.completedAt).toISOString() });

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
      const expected = projects.filter((p) => p.isActive).sort(byId).map(withIsoDate);
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
