import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@azmar/contract/content/product';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { openDataSource } from '../../src/database/open-data-source.js';
import { ContentFileError } from '../../src/seed/content-files.js';
import { runSeed } from '../../src/seed/run-seed.js';
import { DATABASES, type DatabaseTarget } from '../support/databases.js';
import { getJson, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

const CONTENT_DIR = path.join(API_ROOT, 'content');
const TABLES = ['services', 'projects', 'products'] as const;

function contentCopy(): { dir: string; edit(file: string, change: (items: Record<string, unknown>[]) => void): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return {
    dir,
    edit: (file, change) => {
      const items = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      change(items);
      writeFileSync(path.join(dir, file), JSON.stringify(items, null, 2));
    },
  };
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`seed on ${database.label}`, () => {
    let target: DatabaseTarget;
    let config: AppConfig;
    const dirs: string[] = [];

    async function snapshot(): Promise<Record<string, unknown[]>> {
      const dataSource = await openDataSource(config.database);
      try {
        const result: Record<string, unknown[]> = {};
        for (const table of TABLES) result[table] = await dataSource.query(`SELECT * FROM ${table} ORDER BY id`);
        return result;
      } finally {
        await dataSource.destroy();
      }
    }

    beforeAll(async () => {
      target = await database.create();
      config = { ...loadConfig({}), database: target.config, logLevel: 'silent' };
    });

    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    afterAll(async () => {
      await target?.cleanup();
    });

    it('loads every item of the files, and a second run changes nothing', async () => {
      const fileLength = (file: string) => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')).length;
      const first = await runSeed(config);
      expect(first.services).toEqual({ inserted: fileLength('services.json'), updated: 0, deleted: 0, unchanged: 0 });
      expect(first.projects.inserted).toBe(fileLength('projects.json'));
      expect(first.products.inserted).toBe(fileLength('products.json'));
      const before = await snapshot();
      expect(before.services).toHaveLength(4);

      const second = await runSeed(config);
      for (const table of TABLES) expect(second[table]).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
      const after = await snapshot();
      expect(after).toEqual(before);
    });

    it('applies edits by id, deletes items removed from a file, and a running API serves the change', async () => {
      const api = await startApi(target.config, { seedOnStart: 'never', contentRefreshMs: 100 });
      try {
        const initial = await getJson<Product[]>(api.url('/api/products'));
        const initialEtag = initial.headers.get('etag');
        const copy = contentCopy();
        dirs.push(copy.dir);
        let removedId = 0;
        copy.edit('products.json', (items) => {
          items[0]!.titleEn = 'Renamed Paver Block';
          removedId = items.pop()!.id as number;
          items.push({ ...items[1]!, id: 900, titleEn: 'A brand new product' });
        });
        const summary = await runSeed({ ...config, contentDir: copy.dir });
        expect(summary.products).toMatchObject({ inserted: 1, updated: 1, deleted: 1 });
        expect(summary.services).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });

        await vi.waitFor(
          async () => {
            const response = await fetch(api.url('/api/products'));
            expect(response.headers.get('etag')).not.toBe(initialEtag);
          },
          { timeout: 10_000, interval: 100 },
        );
        const { body } = await getJson<Product[]>(api.url('/api/products'));
        expect(body[0]!.titleEn).toBe('Renamed Paver Block');
        expect(body.some((p) => p.id === removedId)).toBe(false);
        expect(body.at(-1)).toMatchObject({ id: 900, titleEn: 'A brand new product' });
      } finally {
        await api.close();
        await runSeed(config);
      }
    });

    it('refuses a bad file with a message naming the file, item and field, and writes nothing', async () => {
      const before = await snapshot();
      const copy = contentCopy();
      dirs.push(copy.dir);
      copy.edit('projects.json', (items) => {
        items[2]!.titleKu = '';
        delete items[4]!.statistics;
      });
      const failure = await runSeed({ ...config, contentDir: copy.dir }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ContentFileError);
      const message = (failure as Error).message;
      expect(message).toContain('projects.json');
      expect(message).toMatch(/item 3 \(id \d+\), field "titleKu": must not be blank/);
      expect(message).toMatch(/item 5 \(id \d+\), field "statistics": is missing/);
      expect(await snapshot()).toEqual(before);

      const invalidJson = contentCopy();
      dirs.push(invalidJson.dir);
      writeFileSync(path.join(invalidJson.dir, 'services.json'), '[{"id": 1,');
      await expect(runSeed({ ...config, contentDir: invalidJson.dir })).rejects.toThrow(/services\.json is invalid:\n {2}- is not valid JSON/);
    });
  });
}

describe('seeding on start (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('SEED_ON_START=never leaves an empty database empty; =empty seeds it once and then leaves content alone', async () => {
    const never = await startApi(target.config, { seedOnStart: 'never' });
    expect((await getJson(never.url('/api/services'))).body).toEqual([]);
    await never.close();

    const first = await startApi(target.config, { seedOnStart: 'empty' });
    expect((await getJson<unknown[]>(first.url('/api/services'))).body).toHaveLength(4);
    await first.dataSource.query('DELETE FROM services WHERE id = 1');
    await first.close();

    const second = await startApi(target.config, { seedOnStart: 'empty' });
    expect((await getJson<unknown[]>(second.url('/api/services'))).body).toHaveLength(3);
    await second.close();

    const always = await startApi(target.config, { seedOnStart: 'always' });
    expect((await getJson<unknown[]>(always.url('/api/services'))).body).toHaveLength(4);
    await always.close();
  });
});
