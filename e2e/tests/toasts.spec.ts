import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { contactFields, fillContactForm, openContact, toast, toastRegion } from '../support/contact-page.ts';
import { presetLanguage } from '../support/site-page.ts';
import { common } from '../support/site-texts.ts';

// The kit's one toast system, rendered once by the shell and used by the contact remote.

const VALID = { name: 'Rebin Karim', email: 'rebin@example.com', message: 'Please call me about a parking tiles order.' };

/** Answers the contact POSTs with these statuses in turn, without touching the real API. */
async function answerContactWith(page: Page, statuses: number[]) {
  let call = 0;
  await page.route('**/api/contact', (route) => {
    const status = statuses[Math.min(call++, statuses.length - 1)];
    const body = status === 201 ? { id: 1, createdAt: new Date().toISOString() } : { statusCode: status, error: 'Error', message: 'failed' };
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test("one notifications region, labelled 'Notification', polite, present before any toast, one toast store in the page", async ({ page }) => {
  await page.goto('/');
  await expect(toastRegion(page, 'en')).toHaveCount(1);
  await expect(page.getByTestId('toast-region')).toHaveCount(1);
  await expect(toastRegion(page, 'en').locator('[aria-live="polite"]')).toHaveCount(1);
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  await openContact(page);
  await expect(page.getByTestId('toast-region')).toHaveCount(1);
  const instances = await page.evaluate(() => (window as unknown as { __AZMAR_KIT_INSTANCES__: Record<string, number> }).__AZMAR_KIT_INSTANCES__);
  expect(instances['toast-store']).toBe(1);
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  const fields = await openContact(page);
  await fields.name.focus();
  await page.keyboard.press('F8');
  await expect(toastRegion(page, 'en')).toBeFocused();
});

test('at most one toast at a time: a new one replaces the one on screen', async ({ page }) => {
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  const fields = await openContact(page);
  await answerContactWith(page, [500, 201]);
  await fillContactForm(fields, VALID);
  await fields.send.click();
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(common.en.contactResult.failure);
  await fields.send.click();
  await expect(toast(page)).toContainText(common.en.contactResult.success);
  await expect(toast(page)).toHaveCount(1);
  await expect(toastRegion(page, 'en').getByTestId('toast')).toHaveCount(1);
});

test('a toast closes with its close button, and by a swipe to the right past 50 px but not a shorter one', async ({ page }) => {
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  const fields = await openContact(page);
  await answerContactWith(page, [500]);
  await fillContactForm(fields, VALID);
  await fields.send.click();
  await toast(page).getByRole('button', { name: common.en.actions.close }).click();
  await expect(toast(page)).toHaveCount(0);

  await fields.send.click();
  const box = await toast(page).boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast(page)).toHaveCount(1);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 90, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast(page)).toHaveCount(0);
});

test('in Kurdish the region is labelled in Kurdish and the toast sits on the left, mirrored', async ({ page }) => {
  await presetLanguage(page, 'ku');
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  await openContact(page);
  await answerContactWith(page, [500]);
  const fields = contactFields(page, 'ku');
  await fillContactForm(fields, VALID);
  await fields.send.click();
  await expect(toastRegion(page, 'ku').getByTestId('toast')).toContainText(common.ku.contactResult.failure);
  const box = await toast(page).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width / 2).toBeLessThan(width / 2);
  await expectNoSeriousA11yViolations(page, '/contact in Kurdish with a toast showing');
});

test('in English the toast sits on the right', async ({ page }) => {
  // Hydration spec: toasts are the page's code's (openContact waits for it).
  const fields = await openContact(page);
  await answerContactWith(page, [500]);
  await fillContactForm(fields, VALID);
  await fields.send.click();
  await expect(toast(page)).toBeVisible();
  const box = await toast(page).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width / 2).toBeGreaterThan(width / 2);
});
