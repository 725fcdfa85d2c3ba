// Issue 36, the staff API through the site's single entry point (HTTP only; the studio's pages have their own specs):
// staff edit a product's Kurdish title and /products?lang=ku shows it, rendered on the server; a draft no visitor
// sees and its preview link that does (never cached, never indexed); a rollback; a photo uploaded through the
// gateway and shown on /projects; the wrong role, a request without a session and a cross-site request refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import type { StaffContentItem, StaffContentPreview, StaffContentPublished } from '@azmar/contract/staff/content-items';
import type { StaffMedia } from '@azmar/contract/staff/media';
import { createStaffAccount, E2E_STAFF } from '../support/staff-account.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PHOTO = readFileSync(path.join(ROOT, 'shell/public/assets/media/projects/erbil-koya-highway/interchange.jpg'));
const EDITOR = { username: 'e2e-editor', password: 'a long e2e editor password' };
const CLERK = { username: 'e2e-clerk', password: 'a long e2e clerk password' };
// The page changes within seconds of a publish (e2e/bench/publish-to-page.mjs measures how many); this only bounds the wait.
const SHOWS = { timeout: 45_000, intervals: [250] };

test.describe.configure({ mode: 'serial' });

let origin: string;
let admin: APIRequestContext;
let editor: APIRequestContext;

/** A signed-in staff member's requests: the cookie jar keeps the session; each change sends the CSRF token and Origin. */
async function staffContext(
  baseURL: string,
  account: { username: string; password: string },
): Promise<{ context: APIRequestContext; headers: Record<string, string> }> {
  const context = await newRequest.newContext({ baseURL });
  const signIn = await context.post('/api/staff/session', { headers: { origin: new URL(baseURL).origin }, data: account });
  expect(signIn.status(), `sign-in of ${account.username}`).toBe(200);
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  return { context, headers: { origin: new URL(baseURL).origin, 'x-csrf-token': csrfToken } };
}
let adminHeaders: Record<string, string>;
let editorHeaders: Record<string, string>;

const pageHtml = async (context: APIRequestContext, url: string) => (await context.get(url)).text();

test.beforeAll(async ({ baseURL }) => {
  createStaffAccount();
  origin = new URL(baseURL!).origin;
  ({ context: admin, headers: adminHeaders } = await staffContext(baseURL!, E2E_STAFF));
  for (const [account, roles] of [
    [EDITOR, ['editor']],
    [CLERK, ['inbox']],
  ] as const) {
    const made = await admin.post('/api/staff/accounts', { headers: adminHeaders, data: { ...account, roles } });
    expect([201, 409]).toContain(made.status());
  }
  ({ context: editor, headers: editorHeaders } = await staffContext(baseURL!, EDITOR));
});

test.afterAll(async () => {
  await admin?.dispose();
  await editor?.dispose();
});

async function product(id: number): Promise<StaffContentItem<'products'>> {
  const answer = await editor.get(`/api/staff/content/products/${id}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

async function save(id: number, draft: object, version: number): Promise<StaffContentItem<'products'>> {
  const answer = await editor.put(`/api/staff/content/products/${id}`, { headers: { ...editorHeaders, 'if-match': `"${version}"` }, data: draft });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

async function publish(id: number, version: number, languages?: string[]): Promise<StaffContentPublished<'products'>> {
  const answer = await editor.post(`/api/staff/content/products/${id}/publish`, {
    headers: { ...editorHeaders, 'if-match': String(version) },
    data: languages ? { languages } : {},
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

test('an editor changes a product’s Kurdish title: /products?lang=ku shows it, rendered on the server; the English page keeps its title', async ({
  request,
}) => {
  const before = await product(1);
  const title = 'بەردی ڕێگای نوێکراوە';
  const saved = await save(1, { ...before.draft, titleKu: title }, before.version);
  await publish(1, saved.version, ['ku']);
  await expect.poll(() => pageHtml(request, '/products?lang=ku'), SHOWS).toContain(title);
  expect(await pageHtml(request, '/products?lang=en')).toContain(before.draft.titleEn);
});

test('a draft no visitor sees; its preview link shows it, never cached and never indexed', async ({ request }) => {
  const before = await product(2);
  const draftTitle = 'A draft title no visitor sees';
  await save(2, { ...before.draft, titleEn: draftTitle }, before.version);
  // Published after the draft was saved: once this shows, the draft would have too if drafts reached visitors.
  const other = await product(3);
  const marker = 'Published after the draft';
  await publish(3, (await save(3, { ...other.draft, titleEn: marker }, other.version)).version);
  await expect.poll(() => pageHtml(request, '/products?lang=en'), SHOWS).toContain(marker);
  expect(await pageHtml(request, '/products?lang=en')).not.toContain(draftTitle);
  expect(await (await request.get('/api/products')).text()).not.toContain(draftTitle);

  const preview = (await (await editor.post('/api/staff/content/products/2/preview', { headers: editorHeaders })).json()) as StaffContentPreview;
  const shown = await request.get(preview.urls.en);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['cache-control']).toBe('no-store');
  expect(shown.headers()['x-robots-tag']).toBe('noindex');
  const html = await shown.text();
  expect(html).toContain(draftTitle);
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  const forged = await request.get(preview.urls.en.replace(preview.token, 'A'.repeat(43)));
  expect(await forged.text()).not.toContain(draftTitle);
});

test('a rollback brings the Kurdish title visitors saw before back', async ({ request }) => {
  const current = await product(1);
  const versions = (await (await editor.get('/api/staff/content/products/1/versions')).json()) as { changes: { field: string; before: string }[] }[];
  const previousTitle = versions[0]!.changes.find((c) => c.field === 'titleKu')!.before;
  const rolledBack = await editor.post('/api/staff/content/products/1/rollback', { headers: { ...editorHeaders, 'if-match': String(current.version) } });
  expect(rolledBack.status()).toBe(200);
  await expect.poll(() => pageHtml(request, '/products?lang=ku'), SHOWS).toContain(previousTitle);
  expect(await pageHtml(request, '/products?lang=ku')).not.toContain(current.draft.titleKu);
});

test('a photo uploaded through the gateway becomes a project’s picture on /projects, served in its variants', async ({ request }) => {
  const upload = await editor.post('/api/staff/media', {
    headers: editorHeaders,
    multipart: { file: { name: 'interchange.jpg', mimeType: 'image/jpeg', buffer: PHOTO }, altEn: 'The interchange', altKu: 'چوارڕێیانەکە' },
  });
  expect([200, 201]).toContain(upload.status());
  const media = (await upload.json()) as StaffMedia;
  const project = (await (await editor.get('/api/staff/content/projects/1')).json()) as StaffContentItem<'projects'>;
  const gallery = [...(project.draft.gallery ?? []), { image: media.path, caption: 'The interchange', captionKu: 'چوارڕێیانەکە' }];
  const saved = await editor.put('/api/staff/content/projects/1', {
    headers: { ...editorHeaders, 'if-match': String(project.version) },
    data: { ...project.draft, image: media.path, gallery },
  });
  expect(saved.status()).toBe(200);
  const published = await editor.post('/api/staff/content/projects/1/publish', {
    headers: { ...editorHeaders, 'if-match': String(((await saved.json()) as StaffContentItem).version) },
    data: {},
  });
  expect(published.status()).toBe(200);
  await expect.poll(() => pageHtml(request, '/projects?lang=en'), SHOWS).toContain(media.path);
  const original = await request.get(media.path);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  expect(original.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const variant of media.variants) {
    const answer = await request.get(variant.url);
    expect(answer.status(), variant.url).toBe(200);
    expect(answer.headers()['content-type']).toBe(`image/${variant.format}`);
  }
});

test('the gateway refuses the wrong role, a request without a session and a cross-site request', async ({ request, baseURL }) => {
  const { context: clerk, headers } = await staffContext(baseURL!, CLERK);
  try {
    expect((await clerk.get('/api/staff/content/products')).status()).toBe(403);
    expect((await clerk.post('/api/staff/media', { headers, multipart: { altEn: 'x', altKu: 'x' } })).status()).toBe(403);
    expect((await clerk.get('/api/staff/messages')).status()).toBe(200);
  } finally {
    await clerk.dispose();
  }
  expect((await request.get('/api/staff/content/products')).status()).toBe(401);
  const crossSite = await editor.post('/api/staff/content/products/1/preview', { headers: { ...editorHeaders, origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  expect(origin).toMatch(/^http:\/\/localhost:/);
});
