import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DATES_PATH, SITEMAP_API_PATH, SITEMAP_ORIGIN_MARK, type ContentDates } from '@azmar/contract/content/content-dates';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { runSeed } from '../../src/seed/run-seed.js';
import { DATABASES } from '../support/databases.js';
import { getJson, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

/** Each <url>'s <loc> and <lastmod> (null when absent). */
function sitemapEntries(xml: string): [string, string | null][] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    return [/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '', /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null];
  });
}

const toSecond = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`content dates on ${database.label}`, () => {
    const target = useDatabase(database);
    const dirs: string[] = [];
    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('dates every table by the seed that wrote it, and moves only the edited table on the next seed', async () => {
      const seededFrom = Date.now();
      const api = await startApi(target.config, { seedOnStart: 'empty', contentRefreshMs: 50 });
      try {
        const first = await getJson<ContentDates>(api.url(CONTENT_DATES_PATH));
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('no-cache');
        const { services, projects, products } = first.body;
        // One seed run: one date for all three, taken by this test's own clock (same machine).
        expect(new Set([services, projects, products]).size).toBe(1);
        expect(Date.parse(services!)).toBeGreaterThanOrEqual(seededFrom - 1000);
        expect(Date.parse(services!)).toBeLessThanOrEqual(Date.now());
        expect(services).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

        const copy = mkdtempSync(path.join(os.tmpdir(), 'azmar-content-dates-'));
        dirs.push(copy);
        cpSync(path.join(API_ROOT, 'content'), copy, { recursive: true });
        const file = path.join(copy, 'products.json');
        const items = JSON.parse(readFileSync(file, 'utf8'));
        // Hiding a product changes its page: it counts as an update.
        items[0].isActive = !items[0].isActive;
        writeFileSync(file, JSON.stringify(items));
        const before = Date.now();
        const summary = await runSeed({ ...loadConfig({}), database: target.config, contentDir: copy, logLevel: 'silent' });
        expect(summary.products).toMatchObject({ updated: 1, inserted: 0, deleted: 0 });

        await vi.waitFor(
          async () => {
            const { body } = await getJson<ContentDates>(api.url(CONTENT_DATES_PATH));
            expect(body.products).not.toBe(products);
          },
          { timeout: 10_000, interval: 50 },
        );
        const second = (await getJson<ContentDates>(api.url(CONTENT_DATES_PATH))).body;
        expect(Date.parse(second.products!)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(second.products!)).toBeGreaterThan(Date.parse(products!));
        expect(second.services).toBe(services);
        expect(second.projects).toBe(projects);

        const sitemap = await fetch(api.url(SITEMAP_API_PATH));
        expect(sitemap.status).toBe(200);
        expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        const lastmodOf = (route: string) =>
          route === '/'
            ? second.products
            : route === '/services'
              ? services
              : route === '/projects'
                ? projects
                : route === '/products'
                  ? second.products
                  : null;
        expect(sitemapEntries(await sitemap.text())).toEqual(
          SITE_ROUTES.flatMap((route) => {
            const lastmod = lastmodOf(route.path);
            return ['en', 'ku'].map((lang) => [`${SITEMAP_ORIGIN_MARK}${route.path}?lang=${lang}`, lastmod && toSecond(lastmod)]);
          }),
        );
      } finally {
        await api.close();
      }
    });
  });
}

describe('content dates of an empty database (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('answers null for each table with no rows, and a sitemap without <lastmod>', async () => {
    const api = await startApi(target.config, { seedOnStart: 'never' });
    try {
      expect((await getJson(api.url(CONTENT_DATES_PATH))).body).toEqual({ services: null, projects: null, products: null });
      const xml = await (await fetch(api.url(SITEMAP_API_PATH))).text();
      expect(sitemapEntries(xml)).toHaveLength(2 * SITE_ROUTES.length);
      expect(xml).not.toContain('<lastmod>');
    } finally {
      await api.close();
    }
  });
});
