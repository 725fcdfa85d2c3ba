import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { contact, contactFields, fillContactForm, openContact, sendAndReadBack, toast } from '../support/contact-page.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { presetLanguage } from '../support/site-page.ts';
import { common, LANGS } from '../support/site-texts.ts';

// The contact form against the built site and `npm start`'s API on its embedded SQLite database.

const TYPED = { name: 'Rebin Karim', email: 'rebin@example.com', phone: '+964 770 111 2233', message: 'Please call me about a parking tiles order.' };

async function expectTypedKept(page: Page, lang: 'en' | 'ku') {
  const fields = contactFields(page, lang);
  await expect(fields.name).toHaveValue(TYPED.name);
  await expect(fields.email).toHaveValue(TYPED.email);
  await expect(fields.phone).toHaveValue(TYPED.phone);
  await expect(fields.message).toHaveValue(TYPED.message);
}

for (const lang of LANGS) {
  test(`a message sent in ${lang} is stored with language ${lang}`, async ({ page, request }) => {
    await presetLanguage(page, lang);
    // Hydration spec: the success toast and the form cleared in place are the page's code's (without it the form
    // posts to its own page: tests/visitor/). sendAndReadBack waits for the code (openContact).
    await sendAndReadBack(page, request, lang);
  });

  test(`the empty form shows each field's message under it, in ${lang}, and sends nothing`, async ({ page }) => {
    await presetLanguage(page, lang);
    // Hydration spec: the errors shown in place, focus on the first one and nothing sent are the page's code's.
    const fields = await openContact(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
    });
    await fields.send.click();
    const errors = contact[lang].form.errors;
    const expected: Array<[keyof typeof fields, string]> = [
      ['name', lang === 'en' ? 'Name must be at least 2 characters' : errors.name.tooShort.replace('{{min}}', '٢')],
      ['email', errors.email.invalid],
      ['message', lang === 'en' ? 'Message must be at least 10 characters' : errors.message.tooShort.replace('{{min}}', '١٠')],
    ];
    for (const [field, message] of expected) {
      const control = fields[field];
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      const errorId = await control.getAttribute('aria-describedby');
      await expect(page.locator(`#${errorId}`)).toHaveText(message);
    }
    await expect(fields.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fields.name).toBeFocused();
    expect(posted).toBe(false);
    await expectNoSeriousA11yViolations(page, `/contact in ${lang} with the form's errors showing`);
  });
}

test('with the API unreachable, the error toast says so and everything typed stays', async ({ page }) => {
  const problems = watchProblems(page);
  // Hydration spec: the error toast is the page's code's.
  const fields = await openContact(page);
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await fillContactForm(fields, TYPED);
  await fields.send.click();
  await expect(toast(page)).toContainText(common.en.errors.generic);
  await expect(toast(page)).toContainText(common.en.contactResult.failure);
  await expectTypedKept(page, 'en');
  await expect(fields.send).toBeEnabled();
  // Only Chromium's own line for the request the test made fail; nothing thrown by the page.
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((line) => !isNetworkFailureLine(line))).toEqual([]);
});

test('while sending, the button is disabled with a spinner and the loading label', async ({ page }) => {
  // Hydration spec: the busy button with its spinner is the page's code's.
  const fields = await openContact(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 1, createdAt: new Date().toISOString() }) });
  });
  await fillContactForm(fields, TYPED);
  await fields.send.click();
  const busy = page.getByTestId('contact-form').getByRole('button', { name: common.en.actions.loading });
  await expect(busy).toBeDisabled();
  await expect(busy.getByTestId('contact-spinner')).toBeVisible();
  release();
  await expect(toast(page)).toContainText(common.en.contactResult.success);
});

for (const lang of LANGS) {
  test(`a 429 says in words when to try again (Retry-After), in ${lang}, and keeps the input`, async ({ page }) => {
    await presetLanguage(page, lang);
    // Hydration spec: the toast and the rate-limit notice are the page's code's.
    await openContact(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '120', 'Content-Type': 'application/json' },
        body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many messages from this address; try again in 120 seconds.' }),
      }),
    );
    const fields = contactFields(page, lang);
    await fillContactForm(fields, TYPED);
    await fields.send.click();
    const wait = lang === 'en' ? 'in 2 minutes' : 'دوای ٢ خولەک';
    await expect(toast(page)).toContainText(wait);
    await expect(page.getByTestId('contact-rate-limit')).toContainText(wait);
    await expectTypedKept(page, lang);
  });
}

test("the API's per-field errors (its 400 `fields`) show under their fields in the page's language, input kept", async ({ page }) => {
  await presetLanguage(page, 'ku');
  // Hydration spec: the API's field errors shown in place and the toast are the page's code's.
  const fields = await openContact(page);
  // The browser and the API share their rules, so a real 400 never gets past the browser: answer as the API would.
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: { email: 'Please enter a valid email address' } }),
    }),
  );
  await fillContactForm(fields, TYPED);
  await fields.send.click();
  await expect(page.getByTestId('contact-email-error')).toHaveText(contact.ku.form.errors.email.invalid);
  await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page)).toContainText(common.ku.contactResult.failure);
  await expectTypedKept(page, 'ku');
});
