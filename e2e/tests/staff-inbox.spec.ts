// Issue 22, moved into the staff area by issue 36: the staff inbox at /staff (its messages section), in a real browser against the built site as `npm start` serves it. A
// message sent on /contact in Kurdish is mailed to a real SMTP server (support/mail-sink-setup.ts), shows in the
// inbox, is marked handled and exported (the CSV's contents checked); the inbox's pages and API are never cached;
// axe finds nothing on the sign-in, the list and a message, in both languages.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { inboxEn } from '../../mfe-contact/src/i18n/inbox.en.ts';
import { inboxKu } from '../../mfe-contact/src/i18n/inbox.ku.ts';
import { staffEn } from '../../mfe-contact/src/i18n/staff.en.ts';
import { staffKu } from '../../mfe-contact/src/i18n/staff.ku.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { fillContactForm, freshFormToken, openContact, toast } from '../support/contact-page.ts';
import { E2E_MAIL_TO, receivedMails } from '../support/e2e-mail.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { presetLanguage } from '../support/site-page.ts';
import { openFullyLoaded, withLang } from '../support/fully-loaded.ts';
import { createStaffAccount, E2E_STAFF } from '../support/staff-account.ts';
import { common, type Lang } from '../support/site-texts.ts';

const inbox = { en: inboxEn.inbox, ku: inboxKu.inbox };
const staffTexts = { en: staffEn.staff, ku: staffKu.staff };

test.beforeAll(() => createStaffAccount());

function expectPrivate(response: Pick<Response, 'headers'> | null, what: string) {
  expect(response, what).not.toBeNull();
  expect(response!.headers()['cache-control'], `${what}: Cache-Control`).toBe('no-store');
  expect(response!.headers()['vary'] ?? '', `${what}: Vary`).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
}

/** Opens the staff area (/staff) in a language: the page rendered on the server, then hydrated by its code (the sign-in form). */
async function openInbox(page: Page, lang: Lang): Promise<void> {
  const response = await page.goto(withLang('/staff', lang));
  expectPrivate(response, `GET /staff?lang=${lang}`);
  expect(await response!.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
  await expect(page.getByTestId('inbox-sign-in')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, lang: Lang, password = E2E_STAFF.password): Promise<void> {
  await page.getByLabel(inbox[lang].signIn.username).fill(E2E_STAFF.username);
  await page.getByLabel(inbox[lang].signIn.password).fill(password);
  await page.getByRole('button', { name: inbox[lang].signIn.submit }).click();
}

async function signedIn(page: Page, lang: Lang): Promise<void> {
  await signIn(page, lang);
  await expect(page.getByTestId('staff-bar')).toContainText(E2E_STAFF.username);
  await expect(page.getByTestId('inbox-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function search(page: Page, lang: Lang, words: string): Promise<void> {
  await page.getByLabel(inbox[lang].filters.search).fill(words);
  await page.getByRole('button', { name: inbox[lang].filters.searchButton }).click();
}

/** Waits for the confirmation mailed to a visitor's address. */
async function confirmationTo(address: string) {
  let found: Awaited<ReturnType<typeof receivedMails>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find(
          (mail) => mail.headers.get('x-azmar-mail-kind') === 'visitor' && mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address,
        );
        return found !== undefined;
      },
      { timeout: 30_000, message: `the confirmation to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the email of the message holding `stamp`; the worker polls the outbox every half second. */
async function mailHolding(stamp: string) {
  let found: Awaited<ReturnType<typeof receivedMails>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => (mail.text ?? '').includes(stamp));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an email holding ${stamp}` },
    )
    .toBe(true);
  return found!;
}

test('a message sent on /contact in Kurdish is mailed, shows in the inbox as text, is marked handled and exported', async ({ page }) => {
  const stamp = `e2e-${Date.now()}`;
  // HTML and SQL in what a visitor writes must come back as the very text they typed.
  const sent = {
    name: 'هەژار <b>ئەحمەد</b>',
    email: `hazhar.${stamp}@example.com`,
    message: `سڵاو، داوای نرخی کاشیی لاستیکی دەکەین. <img src=x onerror="window.__hit=1"> ' OR 1=1; -- ${stamp}`,
  };
  await presetLanguage(page, 'ku');
  const fields = await openContact(page);
  await fillContactForm(fields, sent);
  await fields.send.click();
  await expect(toast(page)).toContainText(common.ku.contactResult.success);

  // The email, through the real SMTP server.
  const mail = await mailHolding(stamp);
  expect(mail.subject).toBe(`Website message from ${sent.name}`);
  expect((Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value.map((v) => v.address))).toEqual([E2E_MAIL_TO]);
  expect(mail.replyTo?.value.map((v) => v.address)).toEqual([sent.email]);
  expect(mail.text).toContain(sent.message);
  expect(mail.text).toContain('/inbox');

  // The visitor's own answer, in the language they wrote in: Sorani, right to left, with a plain-text part.
  const confirmation = await confirmationTo(sent.email);
  expect(confirmation.subject).toBe('نامەکەتان گەیشت – گرووپی ئەزمەڕ');
  expect(confirmation.html).toContain('<html lang="ckb" dir="rtl">');
  expect(confirmation.text).toContain('سوپاس کە نامەتان بۆ گرووپی ئەزمەڕ نارد.');
  expect(confirmation.text).not.toContain(stamp);

  // The inbox, in Kurdish.
  await openInbox(page, 'ku');
  const ku = inbox.ku;
  const listAnswer = page.waitForResponse((response) => response.url().includes('/api/staff/messages'));
  await signIn(page, 'ku');
  expectPrivate(await listAnswer, 'GET /api/staff/messages');
  // SQL in the search is words to look for: it finds the one message holding them, and nothing else.
  const words = `' OR 1=1; -- ${stamp}`;
  await search(page, 'ku', words);
  const row = page.getByTestId('inbox-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveText(sent.name);
  await expect(row.locator('b')).toHaveCount(0);
  await expect(row).toContainText(sent.email);
  await expect(row).toContainText(ku.languages.ku);
  await expect(row).toContainText(ku.states.waiting);
  await expect(page.getByTestId('inbox-count')).toHaveText(ku.list.count.replace('{{n}}', '١'));

  // The message in full, its reply link, and marking it handled (a PATCH with the CSRF token).
  await row.getByRole('link').click();
  const view = page.getByTestId('inbox-message');
  await expect(view.getByTestId('inbox-message-text')).toHaveText(sent.message);
  await expect(view.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  await expect(view.getByTestId('inbox-reply')).toHaveAttribute('href', `mailto:${sent.email}?subject=${encodeURIComponent(ku.message.replySubject)}`);
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  await view.getByRole('button', { name: ku.message.markHandled }).click();
  expect((await patch).headers()['x-csrf-token']).toMatch(/\S{16,}/);
  await expect(view.getByRole('button', { name: ku.message.markWaiting })).toBeVisible();
  await expect(view.getByTestId('inbox-handled-by')).toContainText(E2E_STAFF.username);

  // Back to the list, handled only: it is there, and the export of that filtered list holds it.
  await view.getByRole('link', { name: ku.message.back }).click();
  await page.getByRole('radio', { name: ku.states.handled }).check();
  await expect(page.getByTestId('inbox-row')).toHaveCount(1);
  await expect(page.getByTestId('inbox-row')).toContainText(ku.states.handled);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inbox-export').click()]);
  expect(download.url()).toContain(`/api/staff/messages/export?${new URLSearchParams({ q: words, handled: 'true' })}`);
  expect(download.url()).toContain('lang=ku');
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  // Every cell quoted (F5), the header in the staff member's language.
  expect(lines[0]).toBe('"ژمارە","کاتی گەیشتن","ناو","ئیمەیڵ","تەلەفۆن","زمان","نامە","لە پەڕەی","دەربارەی","بوخچە","کاتی چارەسەرکردن","چارەسەرکەر"');
  expect(lines).toHaveLength(3);
  expect(lines[2]).toBe('');
  expect(lines[1]).toContain(`,"${sent.name}","${sent.email}","","ku",`);
  expect(lines[1]).toContain(`"${sent.message.replaceAll('"', '""')}"`);
  expect(lines[1]).toMatch(new RegExp(`,"inbox","\\d{4}-\\d\\d-\\d\\dT[^"]+","${E2E_STAFF.username}"$`));

  // Signing out ends the session for the API too.
  await page.getByRole('button', { name: staffTexts.ku.bar.signOut, exact: true }).click();
  await expect(page.getByTestId('inbox-sign-in')).toBeVisible();
  const after = await page.request.get('/api/staff/session');
  expect(after.status()).toBe(401);
  expectPrivate(after, 'GET /api/staff/session');
});

test('the page the server rendered is hydrated without an error (no hydration mismatch); only the 401 of the signed-out session check is logged', async ({
  page,
}) => {
  const problems = watchProblems(page);
  for (const lang of ['en', 'ku'] as const) await openInbox(page, lang);
  expect(problems.pageErrors).toEqual([]);
  const unexpected = problems.consoleErrors.filter((line) => !(isNetworkFailureLine(line) && line.includes('401') && line.includes('/api/staff/session')));
  expect(unexpected).toEqual([]);
});

test('a wrong name and a wrong password get the same answer', async ({ page }) => {
  await openInbox(page, 'en');
  await page.getByLabel(inbox.en.signIn.username).fill('nobody-here');
  await page.getByLabel(inbox.en.signIn.password).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: inbox.en.signIn.submit }).click();
  const alert = page.getByTestId('inbox-sign-in-problem');
  await expect(alert).toHaveText(inbox.en.signIn.wrong);
  await signIn(page, 'en', 'not the password at all');
  await expect(alert).toHaveText(inbox.en.signIn.wrong);
});

test('the old /inbox address (bookmarks, the notification emails) lands on the staff area, its query kept', async ({ page }) => {
  const response = await page.goto('/inbox?lang=ku&folder=spam');
  expect(response!.request().redirectedFrom()?.url()).toMatch(/\/inbox\?lang=ku&folder=spam$/);
  await expect(page).toHaveURL(/\/staff\?lang=ku&folder=spam$/);
  await expect(page.getByTestId('inbox-sign-in')).toBeVisible();
});

test('the staff area is in no menu and not in the sitemap', async ({ page, request }) => {
  // No page of the site links to it (the home page has the menu, the footer and every section).
  await openFullyLoaded(page, '/', 'en');
  await expect(page.locator('a[href*="/inbox"], a[href*="/staff"]')).toHaveCount(0);
  // On the inbox itself only the language toggle names it (the page in the other language).
  await openInbox(page, 'en');
  await expect(page.locator('header nav, footer').locator('a[href*="/inbox"], a[href*="/staff"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/contact');
  expect(sitemap).not.toContain('/inbox');
  expect(sitemap).not.toContain('/staff');
});

for (const lang of ['en', 'ku'] as const) {
  test(`axe finds nothing on the inbox's sign-in, list and message in ${lang}`, async ({ page }) => {
    // A message of its own, so the list and the message view have something to show whatever ran before.
    await presetLanguage(page, lang);
    const fields = await openContact(page);
    await fillContactForm(fields, {
      name: lang === 'ku' ? 'ئاراس کەریم' : 'Aras Karim',
      email: 'aras@example.com',
      // Its own words in each language: the same address and text twice is a duplicate, kept in the spam folder.
      message: `A question about poultry equipment, please (${lang}).`,
    });
    await fields.send.click();
    await expect(toast(page)).toBeVisible();

    await openInbox(page, lang);
    await expectNoA11yViolations(page, `/staff sign-in (${lang})`);
    await signedIn(page, lang);
    await expectNoA11yViolations(page, `/staff inbox list (${lang})`);
    const shots = process.env.INBOX_SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
        await page.screenshot({ path: path.join(shots, `inbox-list-${lang}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByTestId('inbox-row').first().getByRole('link').click();
    await expect(page.getByTestId('inbox-message-text')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page, `/staff inbox message (${lang})`);
    if (shots) await page.screenshot({ path: path.join(shots, `inbox-message-${lang}-1280.png`), fullPage: true });
  });
}

/** A message posted as the no-JavaScript form posts it, with a fresh token from the page and the given fields. */
async function postLikeTheForm(page: Page, baseURL: string | undefined, fields: Record<string, string>): Promise<void> {
  const formToken = await freshFormToken(page.request, 'en');
  const answer = await page.request.post('/contact?lang=en', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '', 'x-forwarded-for': `203.0.113.${Date.now() % 250}` },
    data: new URLSearchParams({ language: 'en', ...fields, formToken }).toString(),
    maxRedirects: 0,
  });
  // A robot is thanked like anyone.
  expect(answer.status()).toBe(303);
}

test('F6 and F16: a robot’s message waits in the spam folder, unmailed; staff move it to the inbox or delete it; long words wrap', async ({
  page,
  baseURL,
}) => {
  const stamp = `spam-${Date.now()}`;
  // As long as a message can be (5,000 characters) with the stamp before it.
  const longWord = 'W'.repeat(4900);
  await postLikeTheForm(page, baseURL, {
    name: `Robot ${stamp}`,
    email: `${stamp}@spam.example`,
    message: `Cheap followers here ${stamp}.`,
    website: 'http://bot.example',
  });
  await postLikeTheForm(page, baseURL, {
    name: `Linker ${stamp}`,
    email: `${stamp}.links@spam.example`,
    message: `${stamp} ${'https://x.example/ '.repeat(40)}`,
  });
  await postLikeTheForm(page, baseURL, { name: `${'N'.repeat(100)}`, email: `${stamp}.long@example.com`, message: `${stamp} ${longWord}` });

  await openInbox(page, 'en');
  await signedIn(page, 'en');
  const en = inbox.en;
  // The inbox holds the long one only.
  await search(page, 'en', stamp);
  await expect(page.getByTestId('inbox-row')).toHaveCount(1);
  await page.getByRole('radio', { name: en.folders.spam }).check();
  await expect(page.getByTestId('inbox-row')).toHaveCount(2);
  await expect(page.getByTestId('inbox-spam-reason')).toHaveText([en.spamReasons.links, en.spamReasons.honeypot]);
  // Neither robot got staff an email, nor an answer to the address it gave.
  const robots = [`Robot ${stamp}`, `${stamp}@spam.example`, `${stamp}.links@spam.example`];
  const mails = await receivedMails();
  expect(mails.filter((mail) => robots.some((robot) => `${mail.subject} ${mail.text} ${JSON.stringify(mail.to)}`.includes(robot)))).toEqual([]);

  // The robot's message back to the inbox, the link farm deleted after a question.
  await page.getByRole('link', { name: `Robot ${stamp}` }).click();
  const view = page.getByTestId('inbox-message');
  await expect(view.getByTestId('inbox-folder')).toHaveText(`${en.folders.spam}: ${en.spamReasons.honeypot}`);
  await view.getByRole('button', { name: en.message.moveToInbox }).click();
  await expect(view.getByRole('button', { name: en.message.moveToSpam })).toBeVisible();
  await view.getByRole('link', { name: en.message.back }).click();
  await expect(page.getByTestId('inbox-row')).toHaveCount(1);
  await page.getByRole('link', { name: `Linker ${stamp}` }).click();
  await view.getByRole('button', { name: en.message.delete }).click();
  await view.getByRole('button', { name: en.message.deleteYes }).click();
  await expect(page.getByTestId('inbox-list')).toBeVisible();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
  await page.getByRole('radio', { name: en.folders.inbox }).check();
  await expect(page.getByTestId('inbox-row')).toHaveCount(2);
  // On a phone the list shows each name and state side by side, without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const table = page.getByTestId('inbox-table');
  await expect(table.getByRole('columnheader', { name: en.list.email })).toHaveCount(0);
  const state = await table.getByRole('columnheader', { name: en.list.state }).boundingBox();
  expect(state && state.x >= 0 && state.x + state.width <= 375, `the state column at ${JSON.stringify(state)}`).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // F16: a 100-letter name and a 5,000-letter word wrap inside the window, on a laptop and on a phone.
  await page.getByRole('link', { name: 'N'.repeat(100) }).click();
  await expect(page.getByTestId('inbox-message-text')).toContainText(longWord);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `page width in a ${width} px window`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('sign out everywhere ends the sessions of every browser of the person', async ({ browser, baseURL }) => {
  const contexts = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  try {
    const [here, there] = await Promise.all(contexts.map((context) => context.newPage()));
    for (const page of [here!, there!]) {
      await openInbox(page, 'en');
      await signIn(page, 'en');
      await expect(page.getByTestId('staff-bar')).toContainText(E2E_STAFF.username);
    }
    await here!.getByRole('button', { name: staffTexts.en.bar.signOutEverywhere }).click();
    await expect(here!.getByTestId('inbox-sign-in')).toBeVisible();
    expect((await there!.request.get('/api/staff/session')).status()).toBe(401);
    // The other browser finds out at its next read.
    // A click, not check(): the read it starts ends the session, and the radio goes with the list before it could be checked again.
    await there!.getByRole('radio', { name: inbox.en.folders.spam }).click();
    await expect(there!.getByTestId('inbox-session-ended')).toHaveText(inbox.en.signIn.expired);
  } finally {
    for (const context of contexts) await context.close();
  }
});
