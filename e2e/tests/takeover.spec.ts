// Takeover spec: what a visitor did on the server's page before its code arrived is still there, once, after the
// code has taken the page over. The site's scripts are held 4 s so the visitor acts first; the waits for the code
// here are the point of the test.
import { cardsOf, products } from '../support/catalogue-content.ts';
import { afterTakeover, expect, test, visit } from '../support/visitor-test.ts';

test.use({ holdScriptsMs: 4_000 });

test('words typed in the product search before the code has run are applied once it has', async ({ page }) => {
  const term = 'tile';
  const matching = products.filter((product) =>
    [product.titleEn, product.titleKu, product.descriptionEn, product.descriptionKu].some((text) => text.toLowerCase().includes(term)),
  );
  await visit(page, '/products?lang=en');
  const search = page.locator('#product-search');
  await search.fill(term);
  await expect(page.locator('#remote-slot')).not.toHaveAttribute('data-remote-status', 'mounted');
  // No Enter: the words are only in the box. Once the code runs, the list and the URL follow them.
  await afterTakeover(page);
  await expect(search).toHaveValue(term);
  await expect(cardsOf(page, 'products')).toHaveCount(matching.length);
  await expect(page).toHaveURL(/[?&]q=tile(&|$)/);
});

test('a details toggle opened before the code has run stays open once it has', async ({ page }) => {
  const product = products.find((item) => item.specifications.length > 3)!;
  await visit(page, '/products?lang=en');
  const details = page.locator(`[data-product="${product.id}"] details[data-part="details"]`);
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(page.locator('#remote-slot')).not.toHaveAttribute('data-remote-status', 'mounted');
  await afterTakeover(page);
  await expect(details).toHaveAttribute('open', '');
});

test("the server's page says where the remotes live, so the code starts the route's remote without asking /remotes.json", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const response = await page.goto('/products?lang=ku', { waitUntil: 'commit' });
  const html = await response!.text();
  const locations = JSON.parse(/<script id="azmar-remotes" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    string
  > | null;
  expect(locations).not.toBeNull();
  expect(Object.keys(locations!).sort()).toEqual(['mfe_catalogue', 'mfe_contact', 'mfe_home']);
  expect(new URL(locations!.mfe_catalogue!).pathname).toBe('/remotes/mfe-catalogue/remoteEntry.js');
  // Takeover check: the code took the page over with what the page said.
  await afterTakeover(page);
  expect(asked).not.toContain('/remotes.json');
  expect(asked).toContain('/remotes/mfe-catalogue/remoteEntry.js');
});
