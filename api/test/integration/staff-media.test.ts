import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StaffAuditPage } from '@azmar/contract/staff/audit';
import type { StaffContentItem } from '@azmar/contract/staff/content-items';
import { mediaSources, type StaffMedia, type StaffMediaPage } from '@azmar/contract/staff/media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/api-root.js';
import { DATABASES } from '../support/databases.js';
import { uploadForm } from '../support/multipart.js';
import { addStaffWithRoles, changeHeaders, signIn, staffRequest } from '../support/staff.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const ALT = { altEn: 'The Koya interchange at dusk', altKu: 'چوارڕێیانی کۆیە لە ئێوارەدا' };
const MP4 = readFileSync(path.join(API_ROOT, '..', 'shell/public/assets/media/projects/equestrian-club/stables-tour.mp4'));

/** A photo-like picture (noise, so it does not compress to nothing) of the given size and format. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif'): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff media on ${database.label}`, () => {
    const api = useApi(database);
    let editor: { cookie: string; csrfToken: string };
    let inbox: { cookie: string; csrfToken: string };
    const upload = (parts: Parameters<typeof uploadForm>[2], extra: Record<string, string> = {}, who = () => editor) =>
      uploadForm(api.url('/api/staff/media'), changeHeaders(api.url(''), who(), extra), parts);

    beforeAll(async () => {
      await addStaffWithRoles(api.dataSource, 'editor', PASSWORD, ['editor']);
      await addStaffWithRoles(api.dataSource, 'clerk', PASSWORD, ['inbox']);
      editor = await signIn(api.url(''), 'editor', PASSWORD);
      inbox = await signIn(api.url(''), 'clerk', PASSWORD);
    });

    it('stores a JPEG once and serves it upright in its own format, plus AVIF and WebP in each width, with their sizes', async () => {
      const bytes = await picture(2000, 1200, 'jpeg');
      const answer = await upload({ file: { name: 'interchange.jpg', bytes, type: 'image/jpeg' }, ...ALT });
      expect(answer.status).toBe(201);
      const media = answer.body as unknown as StaffMedia;
      expect(media).toMatchObject({ kind: 'image', type: 'image/jpeg', width: 2000, height: 1200, ...ALT, originalName: 'interchange.jpg' });
      expect(media.path).toMatch(/^\/api\/media\/[0-9a-f]{32}\/2000x1200\.jpg$/);
      const sources = mediaSources(media.path)!;
      expect(media.variants.map((v) => v.url).sort()).toEqual(sources.variants.map((v) => v.url).sort());
      for (const variant of sources.variants) {
        const response = await fetch(api.url(variant.url));
        expect(response.status, variant.url).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
        expect(meta.width).toBe(variant.width);
        expect(Math.abs(meta.height! - variant.height)).toBeLessThanOrEqual(1);
      }
      const original = await fetch(api.url(media.path));
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(2000);
      const again = await upload({ file: { name: 'same.jpg', bytes }, ...ALT });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(media.id);
    });

    it('takes PNG, WebP, AVIF and MP4 (a video served whole and by range) and lists uploads newest first', async () => {
      for (const [format, ext] of [
        ['png', 'png'],
        ['webp', 'webp'],
        ['avif', 'avif'],
      ] as const) {
        const answer = await upload({ file: { name: `small.${ext}`, bytes: await picture(300, 200, format) }, ...ALT });
        expect(answer.status, format).toBe(201);
        expect(answer.body.path).toMatch(new RegExp(`/300x200\\.${ext}$`));
      }
      const video = await upload({ file: { name: 'tour.mp4', bytes: MP4, type: 'video/mp4' }, ...ALT });
      expect(video.status).toBe(201);
      expect(video.body).toMatchObject({ kind: 'video', type: 'video/mp4', width: null, variants: [] });
      expect(video.body.path).toMatch(/\/video\.mp4$/);
      const whole = await fetch(api.url(video.body.path as string));
      expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
      const part = await fetch(api.url(video.body.path as string), { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 200))).toBe(true);
      const list = await fetch(api.url('/api/staff/media?pageSize=100'), { headers: { cookie: editor.cookie } });
      const page = (await list.json()) as StaffMediaPage;
      expect(page.total).toBe(5);
      expect(page.items[0]!.kind).toBe('video');
    });

    it('refuses hostile uploads by their content, each with a clear message in the staff member’s language', async () => {
      const jpeg = await picture(64, 64, 'jpeg');
      const cases: [string, Parameters<typeof uploadForm>[2], number, string][] = [
        [
          'renamed HTML',
          { file: { name: 'photo.jpg', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }, ...ALT },
          400,
          'media.unsupported-type',
        ],
        [
          'renamed SVG',
          { file: { name: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }, ...ALT },
          400,
          'media.unsupported-type',
        ],
        [
          'polyglot JPEG + HTML',
          { file: { name: 'photo.jpg', bytes: Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]) }, ...ALT },
          400,
          'media.mismatched-content',
        ],
        ['a JPEG named .png', { file: { name: 'photo.png', bytes: jpeg }, ...ALT }, 400, 'media.mismatched-content'],
        ['a JPEG named .html', { file: { name: 'photo.html', bytes: jpeg }, ...ALT }, 400, 'media.mismatched-content'],
        ['a path in the name', { file: { name: '../../etc/photo.jpg', bytes: jpeg }, ...ALT }, 400, 'media.bad-name'],
        ['a Windows path', { file: { name: 'C:\\photos\\photo.jpg', bytes: jpeg }, ...ALT }, 400, 'media.bad-name'],
        ['a cut-off JPEG', { file: { name: 'broken.jpg', bytes: jpeg.subarray(0, 300) }, ...ALT }, 400, 'media.mismatched-content'],
        ['no alt text in Kurdish', { file: { name: 'photo.jpg', bytes: jpeg }, altEn: 'A yard' }, 400, 'media.alt-required'],
        ['no file', { ...ALT }, 400, 'media.missing-file'],
      ];
      for (const [label, parts, status, code] of cases) {
        const english = await upload(parts);
        expect(english.status, label).toBe(status);
        expect(english.body.code, label).toBe(code);
        const kurdish = await upload(parts, { 'accept-language': 'ckb' });
        expect(kurdish.body.message as string, label).toMatch(/[\u0600-\u06FF]/);
        expect(kurdish.body.message, label).not.toBe(english.body.message);
      }
      expect((await upload({ file: { name: 'photo.jpg', bytes: jpeg }, altEn: 'A yard' })).body.fields).toEqual({ altKu: 'is required' });
      const rows: unknown[] = await api.dataSource.query('SELECT id FROM media');
      expect(rows).toHaveLength(5);
    });

    it('refuses a file over the size limit (413)', async () => {
      const big = Buffer.concat([await picture(64, 64, 'jpeg'), Buffer.alloc(16 * 1024 * 1024)]);
      const answer = await upload({ file: { name: 'huge.jpg', bytes: big }, ...ALT });
      expect(answer.status).toBe(413);
      expect(answer.body.code).toBe('media.too-large');
    });

    it('refuses uploads to an inbox account and unknown files to anyone', async () => {
      const refused = await upload({ file: { name: 'x.jpg', bytes: await picture(64, 64, 'jpeg') }, ...ALT }, {}, () => inbox);
      expect(refused.status).toBe(403);
      expect((await fetch(api.url(`/api/media/${'0'.repeat(32)}/480w.avif`))).status).toBe(404);
      expect((await fetch(api.url('/api/media/..%2F..%2Fetc/passwd'))).status).toBe(404);
    });

    it('records each upload in the audit log', async () => {
      const rows: unknown[] = await api.dataSource.query("SELECT id FROM audit_events WHERE action = 'media.uploaded'");
      expect(rows).toHaveLength(5);
    });

    it('searches the uploads by file name or alt text in either language, case aside, its wildcards taken as they are', async () => {
      const stables = await upload({
        file: { name: 'Stables_North.jpg', bytes: await picture(320, 200, 'jpeg') },
        altEn: 'Horses resting, 100% shaded',
        altKu: 'تەویلەی باکوور',
      });
      expect(stables.status).toBe(201);
      const found = async (query: string) => {
        const answer = await fetch(api.url(`/api/staff/media?pageSize=100&${query}`), { headers: { cookie: editor.cookie } });
        expect(answer.status, query).toBe(200);
        const page = (await answer.json()) as StaffMediaPage;
        expect(page.items.length, query).toBe(Math.min(page.total, 100));
        return page.items.map((media) => media.originalName);
      };
      expect(await found('q=stables')).toEqual(['Stables_North.jpg']);
      expect(await found('q=NORTH.JPG')).toEqual(['Stables_North.jpg']);
      expect(await found(`q=${encodeURIComponent('تەویلە')}`)).toEqual(['Stables_North.jpg']);
      expect(await found('q=%20resting%20')).toEqual(['Stables_North.jpg']);
      // The five uploads of the tests before share their alt text; one of them is the video.
      expect(await found('q=koya')).toHaveLength(5);
      expect(await found('q=koya&kind=video')).toEqual(['tour.mp4']);
      expect(await found('q=koya&kind=image')).toHaveLength(4);
      // LIKE's wildcards are letters like any other: `%` finds the one alt text holding it, `_` the one name.
      expect(await found('q=%25')).toEqual(['Stables_North.jpg']);
      expect(await found('q=_')).toEqual(['Stables_North.jpg']);
      expect(await found('q=s_n')).toEqual(['Stables_North.jpg']);
      expect(await found('q=stablesXnorth')).toEqual([]);
      expect(await found('q=!')).toEqual([]);
      // Nothing but spaces is no search.
      expect(await found('q=%20%20')).toHaveLength(6);
    });

    it('changes an upload’s alt text, deletes one no item uses, refuses one in use naming the item; each in the audit log', async () => {
      const asEditor = (extra: Record<string, string> = {}) => changeHeaders(api.url(''), editor, extra);
      const mediaUrl = (id: string) => api.url(`/api/staff/media/${id}`);
      const used = (await upload({ file: { name: 'used.jpg', bytes: await picture(200, 120, 'jpeg') }, ...ALT })).body as unknown as StaffMedia;
      const spare = (await upload({ file: { name: 'spare.png', bytes: await picture(120, 80, 'png') }, ...ALT })).body as unknown as StaffMedia;

      const changed = await staffRequest<StaffMedia>(mediaUrl(spare.id), 'PATCH', asEditor(), { altEn: ' A spare picture ', altKu: 'وێنەیەکی یەدەگ' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: spare.id, path: spare.path, altEn: 'A spare picture', altKu: 'وێنەیەکی یەدەگ' });
      const blank = await staffRequest<{ code: string; message: string; fields: Record<string, string> }>(
        mediaUrl(spare.id),
        'PATCH',
        asEditor({ 'accept-language': 'ckb' }),
        { altEn: 'A spare picture', altKu: '   ' },
      );
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: 'media.alt-required', fields: { altKu: 'is required' } });
      expect(blank.body.message).toMatch(/[\u0600-\u06FF]/);
      expect((await staffRequest(mediaUrl('0'.repeat(32)), 'PATCH', asEditor(), { altEn: 'x', altKu: 'y' })).status).toBe(404);
      expect((await staffRequest(mediaUrl('not-an-upload'), 'DELETE', asEditor())).status).toBe(404);

      // A new product whose draft shows the upload: it cannot be deleted, and the refusal names the product.
      const template = (await staffRequest<StaffContentItem<'products'>>(api.url('/api/staff/content/products/5'), 'GET', { cookie: editor.cookie })).body;
      const titles = { titleEn: 'Uses an upload', titleKu: 'بەرهەمێک کە وێنەیەکی بارکراو پیشان دەدات' };
      const created = await staffRequest<StaffContentItem<'products'>>(api.url('/api/staff/content/products'), 'POST', asEditor(), {
        ...template.draft,
        ...titles,
        image: used.path,
      });
      expect(created.status).toBe(201);
      const inUse = await staffRequest<{ code: string; message: string; usedBy: unknown[] }>(
        mediaUrl(used.id),
        'DELETE',
        asEditor({ 'accept-language': 'ckb' }),
      );
      expect(inUse.status).toBe(409);
      expect(inUse.body).toMatchObject({ code: 'media.in-use', usedBy: [{ kind: 'products', id: created.body.id, ...titles, in: ['draft'] }] });
      expect(inUse.body.message).toMatch(/[\u0600-\u06FF]/);
      // Published, it is in use on the public page too; the draft then moved to another picture still leaves that.
      const published = await staffRequest(
        api.url(`/api/staff/content/products/${created.body.id}/publish`),
        'POST',
        asEditor({ 'if-match': `"${created.body.version}"` }),
        {},
      );
      expect(published.status).toBe(200);
      const after = (
        await staffRequest<StaffContentItem<'products'>>(api.url(`/api/staff/content/products/${created.body.id}`), 'GET', { cookie: editor.cookie })
      ).body;
      const moved = await staffRequest(api.url(`/api/staff/content/products/${created.body.id}`), 'PUT', asEditor({ 'if-match': `"${after.version}"` }), {
        ...after.draft,
        image: template.draft.image,
      });
      expect(moved.status).toBe(200);
      const stillInUse = await staffRequest<{ usedBy: unknown[] }>(mediaUrl(used.id), 'DELETE', asEditor());
      expect(stillInUse.status).toBe(409);
      expect(stillInUse.body.usedBy).toEqual([{ kind: 'products', id: created.body.id, ...titles, in: ['published'] }]);
      expect((await fetch(api.url(used.path))).status).toBe(200);

      // An upload nothing uses: deleted with every file made of it.
      expect((await staffRequest(mediaUrl(spare.id), 'DELETE', asEditor())).status).toBe(204);
      expect((await fetch(api.url(spare.path))).status).toBe(404);
      for (const variant of spare.variants) expect((await fetch(api.url(variant.url))).status, variant.url).toBe(404);
      expect(await api.dataSource.query('SELECT id FROM media_files WHERE mediaId = ?', [spare.id])).toHaveLength(0);
      expect((await staffRequest(mediaUrl(spare.id), 'DELETE', asEditor())).status).toBe(404);

      const admin = 'media-admin';
      await addStaffWithRoles(api.dataSource, admin, PASSWORD, ['administrator']);
      const audit = await staffRequest<StaffAuditPage>(api.url('/api/staff/audit?pageSize=100'), 'GET', {
        cookie: (await signIn(api.url(''), admin, PASSWORD)).cookie,
      });
      const about = (action: string, id: string) => audit.body.items.filter((entry) => entry.action === action && entry.subject === `media:${id}`);
      expect(about('media.alt-changed', spare.id)).toHaveLength(1);
      expect(about('media.alt-changed', spare.id)[0]).toMatchObject({
        actor: { username: 'editor' },
        details: { before: { altEn: ALT.altEn, altKu: ALT.altKu }, after: { altEn: 'A spare picture', altKu: 'وێنەیەکی یەدەگ' } },
      });
      expect(about('media.deleted', spare.id)).toHaveLength(1);
      expect(about('media.deleted', spare.id)[0]!.details).toMatchObject({ name: 'spare.png' });
      expect(about('media.deleted', used.id)).toHaveLength(0);
    });
  });
}
