// The contact form's post as the server answers it (shell/server/contact-post.ts), through the `npm start`
// gateway with its real render workers and API: the edges a browser's own form never shows.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { contact, freshFormToken, storedContactMessages } from '../support/contact-page.ts';

const visitor = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

test('the same post sent twice (a reload, a double submit) stores one message, and both are answered with the sent page', async ({ request, baseURL }) => {
  const id = randomBytes(5).toString('hex');
  const formToken = await freshFormToken(request, 'ku');
  const body = form({
    name: 'Aram Visitor',
    email: `twice-${id}@example.com`,
    message: `Posted twice, ${id}.`,
    language: 'ku',
    submissionId: randomUUID(),
    formToken,
  });
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': visitor() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post('/contact?lang=ku', { headers, data: body, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/contact?lang=ku&sent=1');
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
  expect((await storedContactMessages(request)).filter((message) => message.email === `twice-${id}@example.com`)).toHaveLength(1);
});

for (const lang of ['en', 'ku'] as const) {
  test(`F7 (${lang}): a post without a valid form token gets the form back saying why, with a fresh token, and stores nothing`, async ({
    request,
    baseURL,
  }) => {
    const id = randomBytes(5).toString('hex');
    const email = `tokenless-${lang}-${id}@example.com`;
    const fields = { name: 'Aram Visitor', email, message: `No token, ${id}.`, language: lang, submissionId: randomUUID() };
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': visitor() };
    const tokens = [undefined, '', 'not-a-uuid', randomUUID(), 'v1.mhx3k2a1.q9Zr3KfA0b1c2d3e4f5g6h.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'];
    for (const formToken of tokens) {
      // The same post twice: neither is stored (a repeat without a token was stored twice before).
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await request.post(`/contact?lang=${lang}`, {
          headers,
          data: form(formToken === undefined ? fields : { ...fields, formToken }),
          maxRedirects: 0,
        });
        expect(answer.status(), String(formToken)).toBe(422);
        const html = await answer.text();
        expect(html).toContain(contact[lang].form.token.invalid);
        // Everything typed is kept, and the form has a new token to be sent with.
        expect(html).toContain(email);
        expect(/name="formToken" value="(v1\.[^"]+)"/.exec(html)?.[1]).toMatch(/^v1\./);
      }
    }
    expect((await storedContactMessages(request)).filter((message) => message.email === email)).toEqual([]);
  });
}

test('F7: a replay of a sent form stores nothing new: the same message is answered as sent, another is asked to be sent again', async ({
  request,
  baseURL,
}) => {
  const id = randomBytes(5).toString('hex');
  const formToken = await freshFormToken(request, 'en');
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': visitor() };
  const first = form({ name: 'Aram Visitor', email: `replay-${id}@example.com`, message: `First of a replay, ${id}.`, language: 'en', formToken });
  expect((await request.post('/contact?lang=en', { headers, data: first, maxRedirects: 0 })).status()).toBe(303);
  // Without the submission id of the page: the token alone names the form.
  expect((await request.post('/contact?lang=en', { headers, data: first, maxRedirects: 0 })).status()).toBe(303);
  const other = await request.post('/contact?lang=en', {
    headers,
    data: form({ name: 'Aram Visitor', email: `replay-${id}@example.com`, message: `Another text under the same form, ${id}.`, language: 'en', formToken }),
    maxRedirects: 0,
  });
  expect(other.status()).toBe(422);
  expect(await other.text()).toContain(contact.en.form.token.used);
  expect((await storedContactMessages(request)).filter((message) => message.email === `replay-${id}@example.com`)).toHaveLength(1);
});

test('F7: a forged post naming no origin at all (no Origin, Referer or Sec-Fetch-Site) has no token to send, and stores nothing', async ({ request }) => {
  const id = randomBytes(5).toString('hex');
  const answer = await request.post('/contact?lang=en', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': visitor() },
    data: form({ name: 'Mallory', email: `headerless-${id}@example.com`, message: 'Posted by a page of another site.' }),
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(422);
  expect((await storedContactMessages(request)).filter((message) => message.email === `headerless-${id}@example.com`)).toEqual([]);
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
