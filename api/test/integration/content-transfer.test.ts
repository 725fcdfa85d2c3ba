import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@azmar/contract/content/product';
import type { StaffContentItem } from '@azmar/contract/staff/content-items';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { loadContent } from '../../src/seed/content-files.js';
import { ContentEditedError, seedContent } from '../../src/seed/seed-content.js';
import { readExportFile, writeExportFile } from '../../src/transfer/content-file.js';
import { type ContentExport, exportContent, importContent } from '../../src/transfer/content-transfer.js';
import { DATABASES, type DatabaseKind, type DatabaseTarget } from '../support/databases.js';
import { uploadForm } from '../support/multipart.js';
import { addStaffWithRoles, changeHeaders, signIn, staffRequest } from '../support/staff.js';
import { getJson, type RunningApi, startApi } from '../support/start-api.js';

const PASSWORD = 'correct horse battery staple';
const enabled = DATABASES.filter((d) => d.enabled);
// Every pair of databases, both ways (SQLite → MariaDB, MariaDB → SQLite, and each onto itself where only one runs).
const PAIRS: [DatabaseKind, DatabaseKind][] =
  enabled.length > 1
    ? [
        [enabled[0]!, enabled[1]!],
        [enabled[1]!, enabled[0]!],
      ]
    : [[enabled[0]!, enabled[0]!]];

for (const [from, to] of PAIRS) {
  describe(`content export from ${from.label}, import into ${to.label}`, () => {
    let source: DatabaseTarget;
    let target: DatabaseTarget;
    let api: RunningApi;
    let exported: ContentExport;
    let file: string;

    beforeAll(async () => {
      source = await from.create();
      target = await to.create();
      api = await startApi(source.config, { contentRefreshMs: 50 });
      await addStaffWithRoles(api.dataSource, 'editor', PASSWORD, ['editor']);
      const editor = await signIn(api.url(''), 'editor', PASSWORD);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer();
      const upload = await uploadForm(api.url('/api/staff/media'), changeHeaders(api.url(''), editor), {
        file: { name: 'yard.jpg', bytes: photo },
        altEn: 'The yard',
        altKu: 'حەوشەکە',
      });
      const item = (await staffRequest<StaffContentItem<'products'>>(api.url('/api/staff/content/products/2'), 'GET', { cookie: editor.cookie })).body;
      const saved = await staffRequest<StaffContentItem<'products'>>(
        api.url('/api/staff/content/products/2'),
        'PUT',
        changeHeaders(api.url(''), editor, { 'if-match': String(item.version) }),
        { ...item.draft, titleKu: 'ناونیشانی گواستراوە', image: upload.body.path },
      );
      await staffRequest(
        api.url('/api/staff/content/products/2/publish'),
        'POST',
        changeHeaders(api.url(''), editor, { 'if-match': String(saved.body.version) }),
        {},
      );
      file = path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-export-')), 'content.json.gz');
      await writeExportFile(file, await exportContent(api.dataSource));
      exported = (await readExportFile(file)) as ContentExport;
    });

    afterAll(async () => {
      await api?.close();
      await source?.cleanup();
      await target?.cleanup();
    });

    it('carries every item, draft, version and upload into a deployment that had other content, which it replaces', async () => {
      const into = await new DataSource(dataSourceOptions(target.config)).initialize();
      try {
        await into.runMigrations({ transaction: 'each' });
        await seedContent(into, await loadContent(api.config.contentDir));
        await into.query('UPDATE products SET titleEn = ? WHERE id = 1', ['Only in the target']);
        const summary = await importContent(into, exported);
        expect(summary).toMatchObject({ mediaAdded: 1, mediaKept: 0 });
        expect(summary.items.products).toBe(exported.published.products.length);
        const again = await importContent(into, exported);
        expect(again).toMatchObject({ mediaAdded: 0, mediaKept: 1 });
        expect(await exportContent(into)).toEqual({ ...exported, exportedAt: expect.any(String) });
      } finally {
        await into.destroy();
      }
      const moved = await startApi(target.config, { seedOnStart: 'never' });
      try {
        const products = (await getJson<Product[]>(moved.url('/api/products'))).body;
        const two = products.find((p) => p.id === 2)!;
        expect(two.titleKu).toBe('ناونیشانی گواستراوە');
        expect(products.find((p) => p.id === 1)!.titleEn).not.toBe('Only in the target');
        const image = await fetch(moved.url(two.image));
        expect(image.status).toBe(200);
        expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(800);
        expect((await fetch(moved.url(two.image.replace(/\/[^/]+$/, '/480w.avif')))).status).toBe(200);
      } finally {
        await moved.close();
      }
    });

    it('refuses a file that is not an export, or holds an item breaking the public rules, writing nothing', async () => {
      const into = await new DataSource(dataSourceOptions(target.config)).initialize();
      try {
        await expect(importContent(into, { format: 'something else' } as never)).rejects.toThrow(/Nothing was imported/);
        const broken = structuredClone(exported);
        (broken.published.products[0]!.item as { category: string }).category = 'spaceships';
        await expect(importContent(into, broken)).rejects.toThrow(/published\.products\[0\]\.category/);
        expect((await into.query('SELECT titleKu FROM products WHERE id = 2'))[0].titleKu).toBe('ناونیشانی گواستراوە');
      } finally {
        await into.destroy();
      }
    });

    it('the content files no longer seed a database the staff have edited', async () => {
      await expect(seedContent(api.dataSource, await loadContent(api.config.contentDir))).rejects.toBeInstanceOf(ContentEditedError);
    });
  });
}
