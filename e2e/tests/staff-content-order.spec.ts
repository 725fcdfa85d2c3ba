// Issue 36, point 2: items reordered in the staff area as staff do it (a real browser, the real API and database), in
// Kurdish (right to left). docs/product.md §17: items move up or down "at once on the public pages", with no publish:
// the page the server renders for a visitor lists the products in the new order. The order is put back at the end,
// so the public lists are as seeded for the specs that follow.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { staffContentOrderPath } from '@azmar/contract/staff/content-items';
import { products } from '../support/catalogue-content.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { openSection, signInToStudio, studio } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-order-admin', password: 'a long order password 1' };
const ku = studio.ku;

test.beforeAll(() => createStaffAccount(ADMIN));

/** The products' ids in the order of the server's HTML of /products?lang=ku (no script of the page runs). */
async function serverRenderedOrder(request: APIRequestContext): Promise<number[]> {
  const html = await (await request.get('/products?lang=ku')).text();
  return [...html.matchAll(/data-product="(\d+)"/g)].map((match) => Number(match[1]));
}

/** Moves a product one step in the studio's list, by its button named for the move and the product's Kurdish title. */
async function move(page: Page, title: string, direction: 'up' | 'down'): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().endsWith(staffContentOrderPath('products')) && response.request().method() === 'POST');
  await page.getByRole('button', { name: ku.content.moveLabel.replace('{{action}}', ku.content[direction]).replace('{{title}}', title), exact: true }).click();
  expect((await answer).status()).toBe(200);
}

test('a product moved up in the studio (Kurdish) is first on the server-rendered /products at once, and moved back down it is second again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, second] = products;
  const seeded = await serverRenderedOrder(page.request);
  expect(seeded.slice(0, 2)).toEqual([first!.id, second!.id]);

  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'products');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rows = page.getByTestId('staff-content-row');
  await expect(rows.first()).toContainText(first!.titleKu);

  await move(page, second!.titleKu, 'up');
  await expect(rows.nth(0)).toContainText(second!.titleKu);
  await expect(rows.nth(1)).toContainText(first!.titleKu);
  // The first one's up button is off, and the moved one's position column says ١ (Eastern Arabic digits).
  await expect(rows.nth(0).getByRole('cell').first()).toHaveText('١');
  await expect.poll(() => serverRenderedOrder(page.request), { timeout: 30_000 }).toEqual([second!.id, first!.id, ...seeded.slice(2)]);

  // A reload of the studio keeps the order: it is the API's, not the page's.
  await page.reload();
  await expect(rows.nth(0)).toContainText(second!.titleKu);

  await move(page, second!.titleKu, 'down');
  await expect(rows.nth(0)).toContainText(first!.titleKu);
  await expect.poll(() => serverRenderedOrder(page.request), { timeout: 30_000 }).toEqual(seeded);
});
