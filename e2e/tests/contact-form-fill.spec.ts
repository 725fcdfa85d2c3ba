// The contact page is rendered once for everyone and kept like any page, and each visitor's copy is filled with a
// one-time form token and submission id of their own as it is sent (shell/server/form-marks.ts): nothing one visitor
// got may reach another, and no mark may reach anyone.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formTokenIn, storedContactMessages } from '../support/contact-page.ts';

const submissionIdIn = (html: string) => /name="submissionId" value="([^"]*)"/.exec(html)?.[1] ?? '';
/** What the page's code takes over: the token and submission id in the page's state. */
const stateOf = (html: string) => /<script id="azmar-ssr" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

test('F7: each copy of the contact page has its own token and submission id, in the form and in its state alike', async ({ request, baseURL }) => {
  for (const lang of ['en', 'ku'] as const) {
    const answers = await Promise.all(Array.from({ length: 6 }, () => request.get(`/contact?lang=${lang}`)));
    const pages = await Promise.all(answers.map((answer) => answer.text()));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('no-store');
      const html = pages[index]!;
      expect(html).not.toMatch(/azmar-(form-token|form-expires|submission)-/);
      expect(stateOf(html)).toContain(`"formToken":"${formTokenIn(html)}"`);
      expect(stateOf(html)).toContain(`"submissionId":"${submissionIdIn(html)}"`);
      expect(stateOf(html)).toMatch(/"expiresAt":"\d{4}-\d\d-\d\dT/);
    }
    expect(new Set(pages.map(formTokenIn)).size).toBe(6);
    expect(new Set(pages.map(submissionIdIn)).size).toBe(6);
  }

  // Each token is good for one message: two visitors who opened the page at the same time both get theirs sent.
  const id = randomBytes(5).toString('hex');
  const [first, second] = await Promise.all([request.get('/contact?lang=en'), request.get('/contact?lang=en')]);
  for (const [index, page] of [first!, second!].entries()) {
    const html = await page.text();
    const answer = await request.post('/contact?lang=en', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': `198.51.100.${200 + index}` },
      data: new URLSearchParams({
        name: 'Aram Visitor',
        email: `fill-${id}@example.com`,
        message: `Visitor ${index} of two at once, ${id}.`,
        language: 'en',
        submissionId: submissionIdIn(html),
        formToken: formTokenIn(html),
      }).toString(),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
  expect((await storedContactMessages(request)).filter((message) => message.email === `fill-${id}@example.com`)).toHaveLength(2);
});
