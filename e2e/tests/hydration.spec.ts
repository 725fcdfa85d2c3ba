// Hydration spec: what a visitor did on the server's page before its code arrived is still there, once, after the
// code has hydrated the page. The site's scripts are held 4 s so the visitor acts first; the waits for the code
// here are the point of the test.
import { cardsOf, products } from '../support/catalogue-content.ts';
import { afterHydration, expect, test, visit } from '../support/visitor-test.ts';

test.use({ holdScriptsMs: 4_000 });

test('words typed in the product search before the code has run are applied once it has', async ({ page }) => {
  const term = 'tile';
  const matching = products.filter((product) =>
    [product.titleEn, product.titleKu, product.descriptionEn, product.descriptionKu].some((text) => text.toLowerCase().includes(term)),
  );
  await visit(page, '/products?lang=en');
  const search = page.locator('#product-search');
  await search.fill(term);
  await expect(page.locator('#remote-outlet')).not.toHaveAttribute('data-remote-status', 'mounted');
  // No Enter: the words are only in the box. Once the code runs, the list and the URL follow them.
  await afterHydration(page);
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
  await expect(page.locator('#remote-outlet')).not.toHaveAttribute('data-remote-status', 'mounted');
  await afterHydration(page);
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
  expect(Object.keys(locations!).sort()).toEqual(['mfe-catalogue', 'mfe-contact', 'mfe-home']);
  expect(new URL(locations!['mfe-catalogue']!).pathname).toBe('/remotes/mfe-catalogue/remoteEntry.js');
  // Hydration check: the code hydrated the page with what the page said.
  await afterHydration(page);
  expect(asked).not.toContain('/remotes.json');
  expect(asked).toContain('/remotes/mfe-catalogue/remoteEntry.js');
});

// A wide screen's page preloads them from its head; a phone's asks for them at the first paint (shell hydration-scripts.ts).
for (const screen of [
  { name: 'a wide screen', width: 1280, height: 800, fromHead: true },
  { name: 'a phone', width: 375, height: 812, fromHead: false },
]) {
  test(`on ${screen.name}, the page asks early for every script its hydration runs, as the server's page lists them, and none is fetched twice`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const outlet = document.querySelector('[data-remote-status]');
        if (outlet?.getAttribute('data-remote-status') === 'mounted' && !('hydratedAt' in window)) Object.assign(window, { hydratedAt: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-remote-status'], childList: true });
    });
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptRequests.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/?lang=ku', { waitUntil: 'commit' });
    const html = await response!.text();
    // The page's list of them: its head's preloads for a wide screen (shell hydration-scripts.ts).
    const listed = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" media="[^"]+">/g)].map((link) => link[1] ?? '');
    const asked = listed.map((file) => new URL(file, response!.url()).pathname);
    // The shell's startup file, and for each remote the page shows its entry and its module's first files.
    expect(asked.filter((file) => /^\/startup\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
    expect(asked).toEqual(expect.arrayContaining(['/remotes/mfe-home/remoteEntry.js', '/remotes/mfe-catalogue/remoteEntry.js']));
    expect(asked.some((file) => /^\/remotes\/mfe-home\/__federation_expose_app\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => /^\/remotes\/mfe-catalogue\/__federation_expose_home_sections\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => file.startsWith('/remotes/mfe-contact/'))).toBe(false);
    // Hydration check: the page's head (a wide screen) or the shell's entry at the first paint (a phone) asked for the
    // listed scripts (preloads). A script found on its own before the hydration (fetched for a `<script>` element, not by
    // a preload) would be one round trip more on a phone; the shell's entry is the page's own `<script>`.
    const entry = new URL(/<script defer src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '/missing-entry', response!.url()).pathname;
    await afterHydration(page);
    const foundLate = await page.evaluate((shellEntry) => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime < hydratedAt && entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file !== shellEntry);
    }, entry);
    expect(foundLate).toEqual([]);
    for (const file of asked)
      expect(
        scriptRequests.filter((requested) => requested === file),
        file,
      ).toHaveLength(1);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => ({
        path: new URL(link.href).pathname,
        fromHead: link.media !== '',
      })),
    );
    expect(preloads.filter((preload) => preload.fromHead).map((preload) => preload.path)).toEqual(asked);
    expect(preloads.filter((preload) => !preload.fromHead).map((preload) => preload.path)).toEqual(screen.fromHead ? [] : asked);
  });
}
