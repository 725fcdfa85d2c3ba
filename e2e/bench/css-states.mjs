// The states a visitor can bring the public pages to, for the CSS coverage (css-coverage.mjs): every route, the menu,
// the catalogue's filters, details and dialogs, the contact form's errors, submission and Get Quote context, loading
// and failure states, without JavaScript and with reduced motion. Each state opens its own page in a context made for it (`js`, `reducedMotion`).

const ROUTES = ['/', '/about', '/services', '/projects', '/products', '/contact', '/no-such-page', '/contact?sent=1'];
const CATALOGUE_ENTRY = /\/remotes\/mfe-catalogue\/remoteEntry\.js(\?.*)?$/;
const CONTACT_ENTRY = /\/remotes\/mfe-contact\/remoteEntry\.js(\?.*)?$/;

/** `path` with the language's query added. */
const inLanguage = (path, lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

const settle = async (page) => {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
};
const mounted = (page) => page.locator('#remote-outlet[data-remote-status="mounted"]').waitFor({ timeout: 15000 });
/** From /contact, a click on the menu's link: the page's code reads the list itself (the server's HTML has it otherwise). */
async function navigateFromContact(page, lang, path) {
  await page.goto(inLanguage('/contact', lang));
  await mounted(page);
  await (await menuLink(page, path)).click();
}
/** The menu's link to `path`: in the top bar from 1024 px, in the drawer (opened first) below. */
async function menuLink(page, path) {
  if ((page.viewportSize()?.width ?? 1366) < 1024) {
    await page.locator('.menu-button').click();
    return page.locator(`[data-testid="nav-drawer"] a[href^="${path}?lang="]`);
  }
  return page.locator(`header a[href^="${path}?lang="]`).first();
}
/** Holds every request matching `pattern` until the state has been looked at (the page is closed after). */
const hold = (page, pattern) => page.route(pattern, () => new Promise(() => {}));

/**
 * Each state: `name`, `run(page, lang, look)` which brings the page there and calls `look()` at every step worth
 * recording, and optionally `widths` (default all), `js: false`, `reducedMotion: true`.
 */
export const STATES = [
  ...ROUTES.map((route) => ({
    name: `route ${route}`,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(route, lang));
      await settle(page);
      await look();
    },
  })),
  {
    name: 'drawer open',
    widths: [375],
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/products', lang));
      await mounted(page);
      await page.locator('.menu-button').click();
      await page.getByTestId('nav-drawer').waitFor();
      await page.waitForTimeout(400);
      await look();
    },
  },
  ...['/services', '/projects', '/products'].map((route) => ({
    name: `filters ${route}`,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(route, lang));
      await mounted(page);
      await settle(page);
      const chips = page.locator('[data-filter] .catalogue-chip');
      const count = await chips.count();
      for (let index = 0; index < count; index += 1) {
        await chips.nth(index).click();
        await settle(page);
        await look();
      }
    },
  })),
  {
    name: 'products searched, nothing found',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/products?q=zzzzzz', lang));
      await settle(page);
      await look();
    },
  },
  {
    name: 'product details and gallery dots',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/products', lang));
      await mounted(page);
      await settle(page);
      const cards = page.locator('[data-product]');
      const count = await cards.count();
      for (let index = 0; index < count; index += 1) await cards.nth(index).locator('summary').click();
      await page.waitForTimeout(300);
      await look();
      const dots = page.locator('.partnership-gallery__dot');
      const dotCount = await dots.count();
      for (let index = 0; index < dotCount; index += 1) await dots.nth(index).check();
      await page.waitForTimeout(300);
      await look();
    },
  },
  ...['service', 'project'].map((kind) => ({
    name: `${kind} dialogs`,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(`/${kind}s`, lang));
      await mounted(page);
      await settle(page);
      const links = page.locator(`a[href*="${kind}="]`);
      const count = await links.count();
      for (let index = 0; index < count; index += 1) {
        await links.nth(index).click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        await page.waitForTimeout(300);
        await look();
        const thumbnails = dialog.locator('[data-part="thumbnails"] button');
        const thumbs = await thumbnails.count();
        for (let thumb = 1; thumb < thumbs; thumb += 1) {
          await thumbnails.nth(thumb).click();
          await page.waitForTimeout(200);
          await look();
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' }).catch(() => {});
      }
    },
  })),
  {
    name: 'contact form sent empty',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/contact', lang));
      await mounted(page);
      await page.getByTestId('contact-form').locator('button[type="submit"]').click();
      await page.waitForTimeout(400);
      await look();
    },
  },
  {
    name: 'contact form sending, then answered (toasts)',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/contact', lang));
      await mounted(page);
      await settle(page);
      const form = page.getByTestId('contact-form');
      const fill = async () => {
        await form.locator('input[name="name"]').fill('Rebin Karim');
        await form.locator('input[name="email"]').fill('rebin@example.com');
        await form.locator('textarea[name="message"]').fill('Please call me about a parking tiles order.');
      };
      let answer = () => {};
      await page.route('**/api/contact', (route) =>
        new Promise((resolve) => (answer = resolve)).then((status) =>
          route.fulfill({
            status,
            contentType: 'application/json',
            body: status === 201 ? '{"id":1,"createdAt":"2026-01-01T00:00:00.000Z"}' : '{"statusCode":500,"message":"failed"}',
          }),
        ),
      );
      await fill();
      await form.locator('button[type="submit"]').click();
      await page.waitForTimeout(300);
      await look();
      answer(500);
      await page.getByTestId('toast').waitFor();
      await look();
      await form.locator('button[type="submit"]').click();
      await page.waitForTimeout(100);
      answer(201);
      await page.waitForTimeout(500);
      await look();
    },
  },
  {
    name: 'contact with a Get Quote link',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/products', lang));
      const href = await page.locator('a[data-part="quote"]').first().getAttribute('href');
      await page.goto(href ?? inLanguage('/contact?from=products&about=product-1', lang));
      await settle(page);
      await look();
    },
  },
  {
    name: 'lists loading (skeletons) and the remote loading (spinner)',
    run: async (page, lang, look) => {
      await hold(page, '**/api/products');
      await navigateFromContact(page, lang, '/products');
      await page.locator('.content-grid__card--skeleton').first().waitFor();
      await look();
    },
  },
  {
    name: 'a remote loading (spinner)',
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/contact', lang));
      await mounted(page);
      await hold(page, CATALOGUE_ENTRY);
      await (await menuLink(page, '/services')).click();
      await page.locator('.remote-outlet__loading').waitFor();
      await look();
    },
  },
  ...['services', 'projects', 'products'].map((list) => ({
    name: `the ${list} list failing`,
    run: async (page, lang, look) => {
      await page.route(`**/api/${list}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }));
      await navigateFromContact(page, lang, `/${list}`);
      await page.locator(`[data-content-list="${list}"] [role="alert"]`).waitFor();
      await look();
    },
  })),
  {
    name: 'mfe-contact down',
    run: async (page, lang, look) => {
      await page.route(CONTACT_ENTRY, (route) => route.abort('connectionrefused'));
      await page.goto(inLanguage('/contact', lang));
      await page.locator('[data-testid="remote-error"]').first().waitFor();
      await look();
    },
  },
  {
    name: 'mfe-catalogue down on /',
    run: async (page, lang, look) => {
      await page.route(CATALOGUE_ENTRY, (route) => route.abort('connectionrefused'));
      await page.goto(inLanguage('/', lang));
      await page.locator('[data-testid="remote-error"]').first().waitFor();
      await settle(page);
      await look();
    },
  },
  ...['/', '/products', '/contact'].map((route) => ({
    name: `reduced motion ${route}`,
    reducedMotion: true,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(route, lang));
      await settle(page);
      await look();
    },
  })),
  ...ROUTES.map((route) => ({
    name: `no JavaScript ${route}`,
    js: false,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(route, lang));
      await look();
    },
  })),
  {
    name: 'no JavaScript: the menu (popover)',
    js: false,
    widths: [375, 768],
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/about', lang));
      await page.locator('.menu-button').click();
      await page.waitForTimeout(300);
      await look();
    },
  },
  ...['/services?service=1', '/projects?project=1&media=1'].map((route) => ({
    name: `no JavaScript: a dialog from the URL ${route}`,
    js: false,
    run: async (page, lang, look) => {
      await page.goto(inLanguage(route, lang));
      await look();
    },
  })),
  {
    name: 'no JavaScript: a filter pressed and the contact form posted empty',
    js: false,
    run: async (page, lang, look) => {
      await page.goto(inLanguage('/projects', lang));
      await page.locator('[data-filter] .catalogue-chip').nth(1).click();
      await page.waitForLoadState();
      await look();
      await page.goto(inLanguage('/contact', lang));
      await page.getByTestId('contact-form').locator('button[type="submit"]').click();
      await page.waitForLoadState();
      await look();
    },
  },
];

export const WIDTHS = [375, 768, 1366];
export const LANGS = ['en', 'ku'];
