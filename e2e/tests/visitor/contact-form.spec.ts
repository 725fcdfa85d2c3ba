// The contact form as a visitor uses it: typed and sent the moment the page shows. It runs as is, with the site's
// scripts held (the form is sent before its code has run: the browser posts it to the page, and the server
// answers), and with JavaScript off. The outcome is the same each way: one message stored, the success text shown;
// a mistake answered in the visitor's language under its field with everything typed kept; nothing typed ever in
// a URL.
import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { contact, contactFields, fillContactForm, storedContactMessages } from '../../support/contact-page.ts';
import { common, LANGS } from '../../support/site-texts.ts';
import { createStaffAccount, staffMessagesHolding } from '../../support/staff-account.ts';
import { afterHydration, codeRuns, expect, test, visit } from '../../support/visitor-test.ts';

/**
 * Each test is its own visitor for the API's rate limit (a few messages a minute per address): the gateway passes
 * the address on, and trusts a visitor on loopback to name one.
 */
async function asVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}` });
}

/** Fails the test if anything the visitor typed is sent in a URL (a form sent with GET, a redirect carrying it). */
function watchUrlsFor(page: Page, secrets: string[]): () => string[] {
  const leaked: string[] = [];
  const check = (request: Request) => {
    const url = decodeURIComponent(request.url());
    if (secrets.some((secret) => url.includes(secret))) leaked.push(url);
  };
  page.on('request', check);
  return () => leaked;
}

const marker = () => `visitor-${randomBytes(5).toString('hex')}`;

test.beforeAll(() => createStaffAccount());

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test('a message typed and sent at once is stored once and the success text shows', async ({ page, request }) => {
      await asVisitor(page);
      const id = marker();
      const email = `${id}@example.com`;
      const leaks = watchUrlsFor(page, [id]);
      await visit(page, `/contact?lang=${lang}`);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'Aram Visitor', email, phone: '+964 750 123 4567', message: `Sent at once by ${id}.` });
      await fields.send.click();

      await expect(page.getByText(common[lang].contactResult.success)).toBeVisible();
      const stored = (await storedContactMessages(request)).filter((message) => message.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: 'Aram Visitor', phone: '+964 750 123 4567', message: `Sent at once by ${id}.`, language: lang });
      expect(leaks()).toEqual([]);
    });

    test('a form with mistakes comes back with each message under its field and everything typed kept', async ({ page, request }) => {
      await asVisitor(page);
      const id = marker();
      const leaks = watchUrlsFor(page, [id]);
      await visit(page, `/contact?lang=${lang}`);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'A', email: `not-an-address-${id}`, message: 'short' });
      await fields.send.click();

      const errors = contact[lang].form.errors;
      await expect(page.getByTestId('contact-name-error')).toHaveText(errors.name.tooShort.replace('{{min}}', lang === 'ku' ? '٢' : '2'));
      await expect(page.getByTestId('contact-email-error')).toHaveText(errors.email.invalid);
      await expect(page.getByTestId('contact-message-error')).toHaveText(errors.message.tooShort.replace('{{min}}', lang === 'ku' ? '١٠' : '10'));
      await expect(fields.name).toHaveValue('A');
      await expect(fields.email).toHaveValue(`not-an-address-${id}`);
      await expect(fields.message).toHaveValue('short');
      await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
      expect((await storedContactMessages(request)).filter((message) => message.email.includes(id))).toEqual([]);
      expect(leaks()).toEqual([]);

      // Mended and sent again: the one message is stored.
      await fields.name.fill('Aram Visitor');
      await fields.email.fill(`${id}@example.com`);
      await fields.message.fill(`Mended and sent by ${id}.`);
      await fields.send.click();
      await expect(page.getByText(common[lang].contactResult.success)).toBeVisible();
      expect((await storedContactMessages(request)).filter((message) => message.email === `${id}@example.com`)).toHaveLength(1);
    });

    test('a double press of Send stores one message', async ({ page, request }) => {
      await asVisitor(page);
      const id = marker();
      await visit(page, `/contact?lang=${lang}`);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'Aram Visitor', email: `${id}@example.com`, message: `Pressed twice by ${id}.` });
      await fields.send.dblclick();

      await expect(page.getByText(common[lang].contactResult.success)).toBeVisible();
      // Whatever reached the server in between has been answered by now: the one id was stored once.
      await expect.poll(async () => (await storedContactMessages(request)).filter((message) => message.email === `${id}@example.com`).length).toBe(1);
    });

    test('Get Quote on a product takes the visitor to the form saying "About: …", and the message is stored with the page and the product', async ({
      page,
      request,
    }) => {
      await asVisitor(page);
      const id = marker();
      await visit(page, `/products?lang=${lang}`);
      const card = page.locator('article[data-product]').first();
      const title = (await card.locator('h3').textContent())!.trim();
      const productId = Number(await card.getAttribute('data-product'));
      await card.locator('details > summary').click();
      await card.getByRole('link', { name: common[lang].actions.getQuote }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?(lang=${lang}&)?from=products&about=product-${productId}`));
      await expect(page.getByTestId('contact-about')).toHaveText(`${contact[lang].form.about} ${title}`);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'Aram Visitor', email: `${id}@example.com`, message: `A quote for this one, please: ${id}.` });
      await fields.send.click();
      await expect(page.getByText(common[lang].contactResult.success)).toBeVisible();
      const [stored] = await staffMessagesHolding(request, id);
      expect(stored).toMatchObject({ page: 'products', about: { kind: 'product', id: productId }, folder: 'inbox' });
    });

    test('invisible and text-direction characters are taken out of a field, the visitor is told, and the text is stored without them (F4)', async ({
      page,
      request,
      javaScriptEnabled,
      holdScriptsMs,
    }) => {
      await asVisitor(page);
      const id = marker();
      const email = `${id}@example.com`;
      // With its code the page takes them out as they are typed; without it, the server answers the post with the form.
      const inPlace = codeRuns(javaScriptEnabled) && holdScriptsMs === 0;
      await visit(page, `/contact?lang=${lang}`);
      if (inPlace) await afterHydration(page);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'Invoice \u202Egpj.exe', email, message: `Hidden \u200Bcharacters, ${id}.` });
      if (!inPlace) await fields.send.click();
      await expect(page.getByTestId('contact-name-error')).toHaveText(contact[lang].form.errors.hidden);
      await expect(page.getByTestId('contact-message-error')).toHaveText(contact[lang].form.errors.hidden);
      await expect(fields.name).toHaveValue('Invoice gpj.exe');
      await expect(fields.message).toHaveValue(`Hidden characters, ${id}.`);
      expect((await storedContactMessages(request)).filter((message) => message.email === email)).toEqual([]);
      await fields.send.click();
      await expect(page.getByText(common[lang].contactResult.success)).toBeVisible();
      const stored = (await storedContactMessages(request)).filter((message) => message.email === email);
      expect(stored.map(({ name, message }) => ({ name, message }))).toEqual([{ name: 'Invoice gpj.exe', message: `Hidden characters, ${id}.` }]);
    });

    test('Get Quote, pressed at once, takes the visitor to the form', async ({ page }) => {
      await visit(page, `/contact?lang=${lang}`);
      const fields = contactFields(page, lang);
      // The call to action closes the page: the visitor has read down to it, past the form.
      const getQuote = page.getByTestId('closing-cta').getByRole('link', { name: common[lang].actions.getQuote });
      await getQuote.scrollIntoViewIfNeeded();
      await expect(fields.name).not.toBeInViewport();
      await getQuote.click();
      await expect(fields.name).toBeInViewport();
    });
  });
}
