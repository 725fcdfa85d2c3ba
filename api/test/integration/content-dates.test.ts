import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DATES_PATH, type ContentDates } from '@azmar/contract/content/content-dates';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { runSeed } from '../../src/seed/run-seed.js';
import { DATABASES } from '../support/databases.js';
import { getJson, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

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
      } finally {
        await api.close();
      }
    });
  });
}

describe('content dates of an empty database (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('answers null for each table with no rows', async () => {
    const api = await startApi(target.config, { seedOnStart: 'never' });
    try {
      expect((await getJson(api.url(CONTENT_DATES_PATH))).body).toEqual({ services: null, projects: null, products: null });
    } finally {
      await api.close();
    }
  });
});
