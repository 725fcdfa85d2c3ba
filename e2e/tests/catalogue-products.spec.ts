// /products in full, in both languages: skeletons, search and category in the URL, the results line, both empty
// states and Clear Filters, the cards (badges, 3 specifications, details toggle), the poultry gallery and video,
// the overview and quality strip, a failing list, axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  cardsOf,
  categoryLabel,
  digits,
  failList,
  fill,
  holdList,
  products,
  productsResultsLine,
  skeletonsOf,
  texts,
  title,
  type ProductCategory,
} from '../support/catalogue-content.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectHero, presetLanguage, openByNavigation, waitForRemote } from '../support/site-page.ts';
import { common, LANGS, routeFor } from '../support/site-texts.ts';

const BADGE_COLOURS: Record<string, string> = {
  'paver-blocks': 'rgb(219, 234, 254)',
  'parking-tiles': 'rgb(219, 234, 254)',
  'rubber-pavers': 'rgb(219, 234, 254)',
  electronics: 'rgb(243, 232, 255)',
  'poultry-equipment': 'rgb(220, 252, 231)',
};
const categories = [...new Set(products.map((product) => product.category))];
const searchBox = (page: Page) => page.locator('#product-search');
const results = (page: Page) => page.locator('[data-part="results"]');
const categoryButtons = (page: Page) => page.locator('[data-filter="category"]').getByRole('button');
/** A card's details: a native `<details>`, so Show/Hide Details works before and without the page's code. */
const details = (card: Locator) => card.locator('details[data-part="details"]');

for (const lang of LANGS) {
  const t = texts[lang];
  const label = (category: ProductCategory) => categoryLabel(lang, category);
  const line = (shown: number, category: ProductCategory | null, search: string) => productsResultsLine(lang, shown, category, search);

  test(`products page: 8 skeletons, every card with badge, 3 specifications and toggle, overview and quality strip (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    const requestedVideos: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) requestedVideos.push(request.url());
    });
    await presetLanguage(page, lang);
    const held = await holdList(page, 'products');
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/products');
    await expectDocumentLanguage(page, lang);
    await expectHero(page, routeFor('/products').hero[lang]);
    await expect(skeletonsOf(page, 'products')).toHaveCount(8);
    held.release();
    const cards = cardsOf(page, 'products');
    await expect(cards).toHaveCount(products.length);
    await expect(results(page)).toHaveText(line(products.length, null, ''));
    await expect(searchBox(page)).toHaveAttribute('placeholder', t.pages.products.search.placeholder);
    await expect(categoryButtons(page)).toHaveText([t.pages.products.filters.all, ...categories.map((category) => label(category))]);

    for (const product of products) {
      const card = page.locator(`[data-product="${product.id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title(product, lang));
      const badge = card.locator('.catalogue-badge');
      await expect(badge).toHaveText(label(product.category));
      await expect(badge).toHaveCSS('background-color', BADGE_COLOURS[product.category]!);
      await expect(card.locator('[data-part="specifications"] li')).toHaveText((lang === 'ku' ? product.specificationsKu : product.specifications).slice(0, 3));
      await expect(details(card)).toHaveJSProperty('open', false);
      await expect(card.locator('summary .product-card__toggle-show')).toHaveText(t.core.cards.showDetails);
      await expect(card.locator('summary .product-card__toggle-show')).toBeVisible();
      await expect(card.locator('summary .product-card__toggle-hide')).toBeHidden();
      await expect(card.locator('[data-part="partnership-gallery"]')).toHaveCount(product.category === 'poultry-equipment' ? 1 : 0);
    }

    const overview = page.locator('[data-part="categories-overview"]');
    await expect(overview.getByRole('heading', { level: 3 })).toHaveText([
      t.pages.products.overview.construction.title,
      t.pages.products.overview.electronics.title,
      t.pages.products.overview.poultry.title,
    ]);
    const quality = page.locator('[data-part="quality-strip"]');
    await expect(quality.getByRole('heading', { level: 3 })).toHaveText([
      t.pages.products.quality.certified.title,
      t.pages.products.quality.warranty.title,
      t.pages.products.quality.support.title,
      t.pages.products.quality.delivery.title,
    ]);
    // No video is shown or downloaded before a visitor plays one (the poultry video waits in its closed details).
    await expect(page.locator('video:visible')).toHaveCount(0);
    for (const video of await page.locator('video').all()) await expect(video).toHaveAttribute('preload', 'none');
    expect(requestedVideos).toEqual([]);
    await expectNoSeriousA11yViolations(page, `/products (${lang})`);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test(`search and category filter, results line, both empty states and Clear Filters; Back/Forward walk the URL (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    // No wait for the page's code before the category: the filter is a GET form, which works before the code.
    await page.goto('/products');
    const cards = cardsOf(page, 'products');
    await expect(cards).toHaveCount(products.length);
    await expect(page.locator('form:has([data-filter="category"])')).toHaveAttribute('method', 'get');

    await categoryButtons(page)
      .filter({ hasText: label('electronics') })
      .click();
    await expect(page).toHaveURL(/\?category=electronics$/);
    // Hydration spec from here: the list following each keystroke, and the history entries it makes (the first
    // letter one, the next ones refining it), are the page's code's; before it, the search is sent with Enter.
    await waitForRemote(page);
    const electronics = products.filter((product) => product.category === 'electronics');
    await expect(cards).toHaveCount(electronics.length);
    await expect(results(page)).toHaveText(line(electronics.length, 'electronics', ''));
    await expect(categoryButtons(page).filter({ hasText: label('electronics') })).toHaveAttribute('aria-pressed', 'true');

    // Case-insensitive, in the English title or description and the Kurdish ones.
    const target = electronics[0]!;
    const term = (lang === 'ku' ? target.titleKu : target.titleEn).split(' ').slice(-1)[0]!;
    await searchBox(page).fill(lang === 'ku' ? term : term.toUpperCase());
    const typed = lang === 'ku' ? term : term.toUpperCase();
    const matching = electronics.filter((product) =>
      [product.titleEn, product.titleKu, product.descriptionEn, product.descriptionKu].some((text) => text.toLowerCase().includes(typed.toLowerCase())),
    );
    await expect(cards).toHaveCount(matching.length);
    await expect(results(page)).toHaveText(line(matching.length, 'electronics', typed));
    await expect(page).toHaveURL(/category=electronics&q=/);

    // The search empty state names the term; Clear Filters resets both filters.
    await searchBox(page).fill('zzqx');
    const empty = page.locator('[data-part="empty"]');
    await expect(empty.getByRole('heading')).toHaveText(t.pages.products.empty.title);
    await expect(empty).toContainText(fill(t.pages.products.empty.searchText, { term: 'zzqx' }));
    await expect(results(page)).toHaveText(line(0, 'electronics', 'zzqx'));
    await expectNoSeriousA11yViolations(page, `/products empty search (${lang})`);
    const clear = empty.getByRole('link', { name: t.pages.products.empty.clear });
    await expect(clear).toHaveAttribute('href', `/products?lang=${lang}`);
    await clear.click();
    await expect(cards).toHaveCount(products.length);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/products$/);
    await expect(categoryButtons(page).first()).toHaveAttribute('aria-pressed', 'true');

    // Back walks through the filters the visitor chose.
    await page.goBack();
    await expect(page).toHaveURL(/category=electronics&q=zzqx/);
    await expect(searchBox(page)).toHaveValue('zzqx');
    await page.goBack();
    await expect(page).toHaveURL(/\?category=electronics$/);
    await expect(cards).toHaveCount(electronics.length);
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('zzqx');

    // The filter empty state (no search) via a shared link with a category nothing has.
    await page.goto('/products?category=furniture');
    await expect(page.locator('[data-part="empty"]')).toContainText(t.pages.products.empty.filterText);
  });

  test(`poultry equipment: the 'Business Partnership' gallery, and the video with its caption when details are shown (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) requested.push(request.url());
    });
    // No wait for the page's code: the gallery's dots are radio buttons and the details a native <details>.
    await page.goto('/products?category=poultry-equipment');
    const product = products.find((item) => item.category === 'poultry-equipment' && item.videoUrl)!;
    const card = page.locator(`[data-product="${product.id}"]`);
    const gallery = card.locator('[data-part="partnership-gallery"]');
    await expect(gallery.getByRole('heading')).toHaveText(t.core.cards.partnershipGallery);
    const caption = (index: number) => (lang === 'ku' ? product.gallery![index]!.captionKu : product.gallery![index]!.caption);
    const shown = gallery.locator('img:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', product.gallery![0]!.image);
    await expect(shown).toHaveAttribute('alt', caption(0));
    const dots = gallery.getByRole('radiogroup', { name: t.core.cards.partnershipGallery }).getByRole('radio');
    const photoCount = Math.min(product.gallery!.length, 6);
    await expect(dots).toHaveCount(photoCount);
    await expect(dots.first()).toBeChecked();
    await expect(dots.nth(1)).toHaveAccessibleName(fill(t.core.cards.showPhoto, { number: digits(2, lang), total: digits(photoCount, lang) }));
    await dots.nth(1).click();
    await expect(dots.nth(1)).toBeChecked();
    await expect(dots.first()).not.toBeChecked();
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', product.gallery![1]!.image);
    await expect(shown).toHaveAttribute('alt', caption(1));
    await expect(card.locator('[data-part="product-video"]')).toBeHidden();

    await card.locator('summary').click();
    await expect(details(card)).toHaveJSProperty('open', true);
    await expect(card.locator('summary .product-card__toggle-hide')).toHaveText(t.core.cards.hideDetails);
    await expect(card.locator('summary .product-card__toggle-hide')).toBeVisible();
    await expect(card.locator('summary .product-card__toggle-show')).toBeHidden();
    const video = card.locator('[data-part="product-video"] video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', product.videoUrl!);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveText(common[lang].media.videoFallback);
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(false);
    await expect(card.locator('[data-part="product-video"] figcaption')).toHaveText(lang === 'ku' ? product.videoCaptionKu! : product.videoCaption!);
    // The remaining specifications show with the details.
    const specifications = lang === 'ku' ? product.specificationsKu : product.specifications;
    if (specifications.length > 3) await expect(card.locator('[data-part="details"]')).toContainText(specifications[3]!);
    expect(requested).toEqual([]);
    await expectNoSeriousA11yViolations(page, `/products poultry details (${lang})`);

    // Played, it plays: the mp4 is real.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

    await card.locator('summary').click();
    await expect(details(card)).toHaveJSProperty('open', false);
    await expect(card.locator('summary .product-card__toggle-show')).toBeVisible();
    await expect(video).toBeHidden();
  });

  test(`a failing products list shows a translated message with Retry, no console error (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const restore = await failList(page, 'products');
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/products');
    const alert = page.locator('[data-content-list="products"] [role="alert"]');
    await expect(alert).toContainText(t.core.list.loadError);
    await expect(page.locator('[data-part="quality-strip"]')).toBeVisible();
    await restore();
    await alert.getByRole('button', { name: common[lang].remote.retry }).click();
    await expect(cardsOf(page, 'products')).toHaveCount(products.length);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((line) => !isNetworkFailureLine(line))).toEqual([]);
  });
}
