import type { Product } from '@azmar/contract/content/product';
import type { StaffContentItem, StaffContentPreview, StaffContentPublished, StaffContentSummary } from '@azmar/contract/staff/content-items';
import type { StaffContentVersion } from '@azmar/contract/staff/content-versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type DatabaseTarget } from '../support/databases.js';
import { addStaffWithRoles, changeHeaders, signIn, staffRequest } from '../support/staff.js';
import { getJson, type RunningApi, startApi } from '../support/start-api.js';

const PASSWORD = 'correct horse battery staple';
type Session = { cookie: string; csrfToken: string };

/** Until `check` holds (the public lists are read again every contentRefreshMs): at most 3 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never came true');
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff content studio on ${database.label}`, () => {
    let target: DatabaseTarget;
    let api: RunningApi;
    let editor: Session;
    let other: Session;
    let inbox: Session;
    const url = (path: string) => api.url(path);
    const publicProduct = async (id: number) => (await getJson<Product[]>(url('/api/products'))).body.find((p) => p.id === id);
    const get = (s: Session, id: number) => staffRequest<StaffContentItem<'products'>>(url(`/api/staff/content/products/${id}`), 'GET', { cookie: s.cookie });
    const put = (s: Session, id: number, body: unknown, version?: number, extra: Record<string, string> = {}) =>
      staffRequest<StaffContentItem<'products'>>(
        url(`/api/staff/content/products/${id}`),
        'PUT',
        changeHeaders(api.url(''), s, { ...(version === undefined ? {} : { 'if-match': `"${version}"` }), ...extra }),
        body,
      );
    const publish = (s: Session, id: number, version: number, body: unknown = {}, extra: Record<string, string> = {}) =>
      staffRequest<StaffContentPublished<'products'>>(
        url(`/api/staff/content/products/${id}/publish`),
        'POST',
        changeHeaders(api.url(''), s, { 'if-match': String(version), ...extra }),
        body,
      );

    beforeAll(async () => {
      target = await database.create();
      api = await startApi(target.config, { contentRefreshMs: 50 });
      await addStaffWithRoles(api.dataSource, 'editor', PASSWORD, ['editor']);
      await addStaffWithRoles(api.dataSource, 'second', PASSWORD, ['editor']);
      await addStaffWithRoles(api.dataSource, 'clerk', PASSWORD, ['inbox']);
      editor = await signIn(api.url(''), 'editor', PASSWORD);
      other = await signIn(api.url(''), 'second', PASSWORD);
      inbox = await signIn(api.url(''), 'clerk', PASSWORD);
    });

    afterAll(async () => {
      await api?.close();
      await target?.cleanup();
    });

    it('lists every product (inactive too) with its state, in display order', async () => {
      const answer = await staffRequest<StaffContentSummary[]>(url('/api/staff/content/products'), 'GET', { cookie: editor.cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(16);
      expect(answer.body.every((s) => s.state === 'published' && s.version === 1)).toBe(true);
      expect(answer.body.map((s) => s.position)).toEqual([...answer.body.map((s) => s.position)].sort((a, b) => a - b));
    });

    it('keeps a saved draft from visitors, publishes only Kurdish when asked, and names who published it', async () => {
      const before = (await get(editor, 1)).body;
      expect(before.state).toBe('published');
      const englishTitle = before.draft.titleEn;
      const draft = { ...before.draft, titleKu: 'ناونیشانی نوێ', titleEn: 'A new English title' };
      const saved = await put(editor, 1, draft, before.version);
      expect(saved.status).toBe(200);
      expect(saved.headers.get('etag')).toBe(`"${before.version + 1}"`);
      expect(saved.body).toMatchObject({ state: 'changed', version: before.version + 1, updatedBy: { username: 'editor' } });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await publicProduct(1))!.titleKu).toBe(before.draft.titleKu);

      const published = await publish(editor, 1, saved.body.version, { languages: ['ku'] });
      expect(published.status).toBe(200);
      expect(published.body.version).toMatchObject({ number: 2, action: 'publish', languages: ['ku'], publishedBy: { username: 'editor' } });
      expect(published.body.version.changes).toEqual([{ field: 'titleKu', before: before.draft.titleKu, after: 'ناونیشانی نوێ' }]);
      // The English title stays a draft: the item is still 'changed'.
      expect(published.body.item.state).toBe('changed');
      await eventually(async () => (await publicProduct(1))?.titleKu === 'ناونیشانی نوێ');
      expect((await publicProduct(1))!.titleEn).toBe(englishTitle);
    });

    it('refuses a save based on an older version, naming who changed it; 428 without If-Match', async () => {
      const current = (await get(editor, 2)).body;
      const first = await put(other, 2, { ...current.draft, titleEn: 'Second’s title' }, current.version);
      expect(first.status).toBe(200);
      const late = await put(editor, 2, { ...current.draft, titleEn: 'Editor’s title' }, current.version);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        statusCode: 409,
        code: 'content.version-conflict',
        currentVersion: current.version + 1,
        changedBy: { username: 'second' },
        changedAt: expect.any(String),
      });
      expect((late.body as unknown as { message: string }).message).toContain('second');
      const kurdish = await put(editor, 2, current.draft, current.version, { 'accept-language': 'ckb' });
      expect((kurdish.body as unknown as { message: string }).message).toContain('گۆڕیوە');
      expect((await put(editor, 2, current.draft)).status).toBe(428);
      expect((await get(editor, 2)).body.draft.titleEn).toBe('Second’s title');
    });

    it('refuses a draft that breaks the item’s rules, but lets a text stay blank until publishing, which names it', async () => {
      const current = (await get(editor, 3)).body;
      const wrong = await put(editor, 3, { ...current.draft, category: 'spaceships', extra: 1 }, current.version);
      expect(wrong.status).toBe(400);
      expect(Object.keys((wrong.body as unknown as { fields: Record<string, string> }).fields).sort()).toEqual(['category', 'extra']);
      const blank = await put(editor, 3, { ...current.draft, descriptionKu: '' }, current.version);
      expect(blank.status).toBe(200);
      expect(blank.body.missing.ku).toContain('descriptionKu');
      const refused = await publish(editor, 3, blank.body.version, {}, { 'accept-language': 'ckb' });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'content.incomplete', fields: { descriptionKu: expect.any(String) } });
      expect((refused.body as unknown as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await publicProduct(3))!.descriptionKu).toBe(current.draft.descriptionKu);
    });

    it('refuses a project whose sector hides a character (400 saying what a sector code is), and stores nothing', async () => {
      const projects = (path = '') => url(`/api/staff/content/projects${path}`);
      const sectorMessage = 'must be a code of lowercase letters a–z, words joined by single hyphens, at most 64 characters (e.g. construction)';
      const current = (await staffRequest<StaffContentItem<'projects'>>(projects('/1'), 'GET', { cookie: editor.cookie })).body;
      const listed = (await staffRequest<StaffContentSummary[]>(projects(), 'GET', { cookie: editor.cookie })).body;
      const hidden = { ...current.draft, sector: 'construc\u200Btion' };

      const saved = await staffRequest(projects('/1'), 'PUT', changeHeaders(api.url(''), editor, { 'if-match': `"${current.version}"` }), hidden);
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({ code: 'content.invalid', fields: { sector: sectorMessage } });
      expect(Object.keys((saved.body as { fields: Record<string, string> }).fields)).toEqual(['sector']);
      const created = await staffRequest(projects(), 'POST', changeHeaders(api.url(''), editor), { ...hidden, sector: 'mining\u202E' });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({ code: 'content.invalid', fields: { sector: sectorMessage } });

      const after = (await staffRequest<StaffContentItem<'projects'>>(projects('/1'), 'GET', { cookie: editor.cookie })).body;
      expect(after).toMatchObject({ version: current.version, draft: { sector: current.draft.sector } });
      expect((await staffRequest<StaffContentSummary[]>(projects(), 'GET', { cookie: editor.cookie })).body).toEqual(listed);
      const rows: { sector: string }[] = await api.dataSource.query('SELECT sector FROM projects WHERE id = 1');
      expect(rows).toEqual([{ sector: current.draft.sector }]);
    });

    it('lists versions with their changes and rolls back one step', async () => {
      const current = (await get(editor, 4)).body;
      const saved = await put(editor, 4, { ...current.draft, titleEn: 'Rolled forward' }, current.version);
      const published = await publish(editor, 4, saved.body.version);
      expect(published.status).toBe(200);
      await eventually(async () => (await publicProduct(4))?.titleEn === 'Rolled forward');
      const versions = await staffRequest<StaffContentVersion[]>(url('/api/staff/content/products/4/versions'), 'GET', { cookie: editor.cookie });
      expect(versions.body.map((v) => v.number)).toEqual([2, 1]);
      expect(versions.body[0]!.changes).toEqual([{ field: 'titleEn', before: current.draft.titleEn, after: 'Rolled forward' }]);
      const rolledBack = await staffRequest<StaffContentPublished<'products'>>(
        url('/api/staff/content/products/4/rollback'),
        'POST',
        changeHeaders(api.url(''), editor, { 'if-match': String(published.body.item.version) }),
      );
      expect(rolledBack.status).toBe(200);
      expect(rolledBack.body.version).toMatchObject({ number: 3, action: 'rollback', restoredVersion: 1 });
      expect(rolledBack.body.item).toMatchObject({ state: 'published', draft: { titleEn: current.draft.titleEn } });
      await eventually(async () => (await publicProduct(4))?.titleEn === current.draft.titleEn);
    });

    it('adds a product no visitor sees until it is published, then reorders and deactivates', async () => {
      const template = (await get(editor, 5)).body.draft;
      const created = await staffRequest<StaffContentItem<'products'>>(url('/api/staff/content/products'), 'POST', changeHeaders(api.url(''), editor), {
        ...template,
        titleEn: 'Brand new paver',
        titleKu: 'بەردی نوێ',
      });
      expect(created.status).toBe(201);
      expect(created.body.state).toBe('never-published');
      const id = created.body.id;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await publicProduct(id)).toBeUndefined();
      await publish(editor, id, created.body.version);
      await eventually(async () => (await publicProduct(id))?.titleKu === 'بەردی نوێ');

      const list = (await staffRequest<StaffContentSummary[]>(url('/api/staff/content/products'), 'GET', { cookie: editor.cookie })).body;
      const ids = list.map((s) => s.id);
      const reordered = [id, ...ids.filter((x) => x !== id)];
      const order = await staffRequest(url('/api/staff/content/products/order'), 'POST', changeHeaders(api.url(''), editor), { ids: reordered });
      expect(order.status).toBe(200);
      await eventually(async () => (await getJson<Product[]>(url('/api/products'))).body[0]!.id === id);
      expect((await staffRequest(url('/api/staff/content/products/order'), 'POST', changeHeaders(api.url(''), editor), { ids: [id] })).status).toBe(400);

      const item = (await get(editor, id)).body;
      const off = await put(editor, id, { ...item.draft, isActive: false }, item.version);
      await publish(editor, id, off.body.version);
      await eventually(async () => (await publicProduct(id)) === undefined);
    });

    it('makes a preview link whose list shows the draft, never cached; an unknown token shows nothing', async () => {
      const current = (await get(editor, 6)).body;
      await put(editor, 6, { ...current.draft, titleEn: 'Preview only' }, current.version);
      const preview = await staffRequest<StaffContentPreview>(url('/api/staff/content/products/6/preview'), 'POST', changeHeaders(api.url(''), editor));
      expect(preview.status).toBe(200);
      expect(preview.body.urls.ku).toBe(`/products?lang=ku&preview=${preview.body.token}`);
      const list = await getJson<Product[]>(url(`/api/preview/${preview.body.token}/products`));
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('no-store');
      expect(list.headers.get('x-robots-tag')).toBe('noindex');
      expect(list.body.find((p) => p.id === 6)!.titleEn).toBe('Preview only');
      expect((await publicProduct(6))!.titleEn).toBe(current.draft.titleEn);
      expect((await getJson(url(`/api/preview/${preview.body.token}/services`))).status).toBe(404);
      expect((await getJson(url(`/api/preview/${'A'.repeat(43)}/products`))).status).toBe(404);
    });

    it('refuses content to an inbox account, and the inbox to an editor (403)', async () => {
      const content = await staffRequest(url('/api/staff/content/products'), 'GET', { cookie: inbox.cookie });
      expect(content.status).toBe(403);
      expect(content.body).toMatchObject({ code: 'auth.wrong-role' });
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: editor.cookie })).status).toBe(403);
    });

    it('records saves, publishes and rollbacks in the audit log', async () => {
      const rows: { action: string }[] = await api.dataSource.query("SELECT action FROM audit_events WHERE action LIKE 'content.%'");
      expect(new Set(rows.map((r) => r.action))).toEqual(
        new Set(['content.saved', 'content.published', 'content.rolled-back', 'content.created', 'content.reordered']),
      );
    });
  });
}
