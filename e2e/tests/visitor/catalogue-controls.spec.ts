// The catalogue's controls as a visitor uses them: pressed the moment the page shows. Each runs as is, with the
// site's scripts held (every press lands before the code has hydrated the page: the filters, View Details, the close
// controls, the search and the media thumbnails are links and GET forms the server answers; the details toggle and
// the gallery dots are native), and with JavaScript off. The outcome must be the same each way. Where the code
// runs, a journey then waits for it (the only waits here, each marked) to check that the hydration keeps what the
// visitor did, once.
import type { Page } from '@playwright/test';
import {
  cardsOf,
  categoryLabel,
  fill,
  openDialog,
  products,
  productsResultsLine,
  projects,
  services,
  texts,
  title,
  type ProductCategory,
} from '../../support/catalogue-content.ts';
import { expectDocumentLanguage, languageToggle } from '../../support/site-page.ts';
import { common, LANGS } from '../../support/site-texts.ts';
import { afterHydration, codeRuns, expect, test, visit } from '../../support/visitor-test.ts';

const filter = (page: Page, name: 'status' | 'sector' | 'category') => page.locator(`[data-filter="${name}"]`);
const searchBox = (page: Page) => page.locator('#product-search');
const results = (page: Page) => page.locator('[data-part="results"]');

for (const lang of LANGS) {
  const t = texts[lang];
  const resultsLine = (shown: number, category: ProductCategory | null, search: string) => productsResultsLine(lang, shown, category, search);

  test.describe(`in ${lang}`, () => {
    test('a status filter and then a sector filter, pressed at once, filter the projects', async ({ page, javaScriptEnabled }) => {
      await visit(page, `/projects?lang=${lang}`);
      const ongoing = filter(page, 'status').getByRole('button', { name: t.common.statuses.ongoing, exact: true });
      await ongoing.click();
      await expect(ongoing).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]status=ongoing(&|$)/);
      const cards = cardsOf(page, 'projects');
      const expectCards = async (shown: typeof projects) => {
        await expect(cards).toHaveCount(shown.length);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(shown.map((project) => title(project, lang)));
      };
      await expectCards(projects.filter((project) => project.status === 'ongoing'));

      const construction = filter(page, 'sector').getByRole('button', { name: t.common.sectors.construction, exact: true });
      await construction.click();
      await expect(construction).toHaveAttribute('aria-pressed', 'true');
      await expect(ongoing).toHaveAttribute('aria-pressed', 'true');
      const both = projects.filter((project) => project.status === 'ongoing' && project.sector === 'construction');
      await expectCards(both);
      await expectDocumentLanguage(page, lang);

      if (codeRuns(javaScriptEnabled)) {
        // Hydration check: once the code runs, the filters pressed before it are still applied, once.
        await afterHydration(page);
        await expect(ongoing).toHaveAttribute('aria-pressed', 'true');
        await expect(construction).toHaveAttribute('aria-pressed', 'true');
        await expectCards(both);
      }
    });

    test("View Details opens a service's details, and its Close link closes them", async ({ page }) => {
      const service = services.find((item) => item.sector === 'electronics')!;
      await visit(page, `/services?lang=${lang}`);
      await page.locator(`[data-service="${service.sector}"]`).getByRole('link', { name: common[lang].actions.viewDetails }).click();
      const dialog = openDialog(page);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title(service, lang));
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]service=${service.id}(&|$)`));

      await dialog.getByRole('link', { name: common[lang].actions.close }).last().click();
      await expect(openDialog(page)).toHaveCount(0);
      await expect(page).not.toHaveURL(/service=/);
      await expect(cardsOf(page, 'services')).toHaveCount(services.length);
      await expectDocumentLanguage(page, lang);
    });

    test("View Details opens a project's details, and a thumbnail pressed there shows its picture", async ({ page }) => {
      const project = projects.find((item) => (item.gallery ?? []).some((media) => !media.image.endsWith('.mp4')))!;
      const pictureIndex = project.gallery!.findIndex((media) => !media.image.endsWith('.mp4'));
      await visit(page, `/projects?lang=${lang}`);
      await page.locator(`[data-project="${project.id}"]`).getByRole('link', { name: common[lang].actions.viewDetails }).click();
      const dialog = openDialog(page);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title(project, lang));
      await expect(page).toHaveURL(new RegExp(`[?&]project=${project.id}(&|$)`));

      // The viewer's first item is the project's own image; the gallery follows it.
      const thumbnail = dialog.locator('[data-part="thumbnails"] button').nth(pictureIndex + 1);
      await thumbnail.click();
      await expect(dialog.locator('[data-part="thumbnails"] button').nth(pictureIndex + 1)).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.locator('[data-part="media"] img.detail-dialog__media')).toHaveAttribute('src', project.gallery![pictureIndex]!.image);
      await dialog.getByRole('link', { name: common[lang].actions.close }).first().click();
      await expect(openDialog(page)).toHaveCount(0);
      await expect(page).not.toHaveURL(/project=|media=/);
    });

    test('a product search sent with Enter shows its results; Clear Filters brings every product back', async ({ page }) => {
      const target = products.find((product) => product.category === 'electronics')!;
      const term = (lang === 'ku' ? target.titleKu : target.titleEn).split(' ').slice(-1)[0]!;
      const matching = products.filter((product) =>
        [product.titleEn, product.titleKu, product.descriptionEn, product.descriptionKu].some((text) => text.toLowerCase().includes(term.toLowerCase())),
      );
      await visit(page, `/products?lang=${lang}`);
      await searchBox(page).fill(term);
      await searchBox(page).press('Enter');
      await expect(results(page)).toHaveText(resultsLine(matching.length, null, term));
      await expect(cardsOf(page, 'products')).toHaveCount(matching.length);
      await expect(searchBox(page)).toHaveValue(term);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}(&|$)`));

      await searchBox(page).fill('zzqx');
      await searchBox(page).press('Enter');
      const empty = page.locator('[data-part="empty"]');
      await expect(empty).toContainText(fill(t.pages.products.empty.searchText, { term: 'zzqx' }));
      await empty.getByRole('link', { name: t.pages.products.empty.clear }).click();
      await expect(cardsOf(page, 'products')).toHaveCount(products.length);
      await expect(results(page)).toHaveText(resultsLine(products.length, null, ''));
      await expect(searchBox(page)).toHaveValue('');
      await expect(page).not.toHaveURL(/[?&]q=/);
    });

    test('a category filter pressed at once filters the products and the results line says so', async ({ page }) => {
      await visit(page, `/products?lang=${lang}`);
      const electronics = filter(page, 'category').getByRole('button', { name: categoryLabel(lang, 'electronics'), exact: true });
      await electronics.click();
      await expect(electronics).toHaveAttribute('aria-pressed', 'true');
      const shown = products.filter((product) => product.category === 'electronics');
      await expect(cardsOf(page, 'products')).toHaveCount(shown.length);
      await expect(results(page)).toHaveText(resultsLine(shown.length, 'electronics', ''));
    });

    test("a product's details toggle shows and hides the rest of its specifications", async ({ page }) => {
      const product = products.find((item) => item.specifications.length > 3)!;
      await visit(page, `/products?lang=${lang}`);
      const card = page.locator(`[data-product="${product.id}"]`);
      const details = card.locator('details[data-part="details"]');
      const rest = details.locator('.catalogue-card__list li');
      const toggle = card.locator('summary');
      await expect(toggle).toHaveAccessibleName(t.core.cards.showDetails);
      await toggle.click();
      await expect(details).toHaveAttribute('open', '');
      await expect(rest).toHaveText((lang === 'ku' ? product.specificationsKu : product.specifications).slice(3));
      await expect(toggle).toHaveAccessibleName(t.core.cards.hideDetails);
      await toggle.click();
      await expect(details).not.toHaveAttribute('open', '');
      await expect(rest.first()).toBeHidden();
    });

    test("a poultry product's gallery dot shows that photo", async ({ page }) => {
      const product = products.find((item) => (item.gallery ?? []).length > 2)!;
      await visit(page, `/products?lang=${lang}`);
      const gallery = page.locator(`[data-product="${product.id}"] [data-part="partnership-gallery"]`);
      const dots = gallery.getByRole('radio');
      await expect(dots).toHaveCount(product.gallery!.length);
      await dots.nth(2).click();
      await expect(dots.nth(2)).toBeChecked();
      const shown = gallery.locator('.partnership-gallery__photo:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('img')).toHaveAttribute('src', product.gallery![2]!.image);
      await expect(shown.locator('figcaption')).toHaveText(lang === 'ku' ? product.gallery![2]!.captionKu : product.gallery![2]!.caption);
    });

    test('the language toggle, pressed at once, shows the same filtered page in the other language', async ({ page }) => {
      const other = lang === 'en' ? 'ku' : 'en';
      await visit(page, `/products?lang=${lang}&category=electronics`);
      await languageToggle(page).click();
      await expectDocumentLanguage(page, other);
      const electronics = filter(page, 'category').getByRole('button', { name: texts[other].common.categories.electronics, exact: true });
      await expect(electronics).toHaveAttribute('aria-pressed', 'true');
      await expect(cardsOf(page, 'products')).toHaveCount(products.filter((product) => product.category === 'electronics').length);
    });
  });
}
