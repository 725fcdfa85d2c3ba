// The contact form's post as the server answers it (shell/server/contact-post-reply.mjs), through the `npm start`
// gateway with the real render service and API: the edges a browser's own form never shows.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { storedContactMessages } from '../support/contact-page.ts';

const visitor = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

test('the same post sent twice (a reload, a double submit) stores one message, and both are answered with the sent page', async ({ request, baseURL }) => {
  const id = randomBytes(5).toString('hex');
  const body = form({ name: 'Aram Visitor', email: `twice-${id}@example.com`, message: `Posted twice, ${id}.`, language: 'ku', submissionId: randomUUID() });
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': visitor() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post('/contact?lang=ku', { headers, data: body, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/contact?lang=ku&sent=1');
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
  expect((await storedContactMessages(request)).filter((message) => message.email === `twice-${id}@example.com`)).toHaveLength(1);
});

test('a post from another site is refused, and nothing is stored', async ({ request }) => {
  const id = randomBytes(5).toString('hex');
  const answer = await request.post('/contact', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://attacker.example' },
    data: form({ name: 'Mallory', email: `cross-${id}@example.com`, message: 'Sent from another site.' }),
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect((await storedContactMessages(request)).filter((message) => message.email === `cross-${id}@example.com`)).toEqual([]);
});

test('a post too large to read, or not in a form encoding, gets the contact page back saying it was not sent (never a 500)', async ({ request, baseURL }) => {
  const headers = { origin: baseURL ?? '' };
  const huge = await request.post('/contact?lang=en', {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: form({ name: 'Aram', email: 'aram@example.com', message: 'x'.repeat(200_000) }),
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain('data-testid="contact-failed"');

  const json = await request.post('/contact?lang=ku', { headers: { ...headers, 'content-type': 'application/json' }, data: { name: 'Aram' } });
  expect(json.status()).toBe(415);
  const html = await json.text();
  expect(html).toContain('<html lang="ckb" dir="rtl">');
  expect(html).toContain('data-testid="contact-failed"');
});

test('a message just over the limit is answered with its field problem and every character kept', async ({ request, baseURL }) => {
  const message = 'ک'.repeat(5001);
  const answer = await request.post('/contact?lang=ku', {
    headers: { origin: baseURL ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    data: form({ name: 'Aram', email: 'aram@example.com', message }),
  });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  expect(html).toContain('data-testid="contact-message-error"');
  expect(html).toContain(`>${message}</textarea>`);
});

test('a post to a page without a form is 405, and the pages with one are never cached', async ({ request }) => {
  expect((await request.post('/about', { data: 'x' })).status()).toBe(405);
  const first = await (await request.get('/contact?lang=en')).text();
  const second = await (await request.get('/contact?lang=en')).text();
  const idOf = (html: string) => /name="submissionId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(idOf(first)).toMatch(/^[0-9a-f-]{36}$/);
  expect(idOf(second)).toMatch(/^[0-9a-f-]{36}$/);
  expect(idOf(first)).not.toBe(idOf(second));
});
