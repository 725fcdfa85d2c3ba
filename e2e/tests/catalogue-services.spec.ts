// /services in full, in both languages: skeletons, the cards in sector order, each modal kind, the
// advantages and panels, a failing list, and axe with and without a modal open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { cardsOf, failList, holdList, openDialog, services, skeletonsOf, texts, title } from '../support/catalogue-content.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectHero, presetLanguage, openByNavigation, waitForRemote } from '../support/site-page.ts';
import { common, LANGS, routeFor, type Lang } from '../support/site-texts.ts';

const SECTOR_ORDER = ['construction', 'manufacturing', 'electronics', 'mechanical'];
const ICONS = { construction: 'hard-hat', manufacturing: 'industry', electronics: 'microchip', mechanical: 'cogs' } as Record<string, string>;
const bySector = (sector: string) => services.find((service) => service.sector === sector)!;

/** A card's View Details: a link to /services with the service's modal open, which the server renders too. */
const viewDetails = (card: Locator, lang: Lang) => card.getByRole('link', { name: common[lang].actions.viewDetails });

/** The modal's two close controls (the ✕ and the footer's Close): links to the page without `?service=`. */
async function closeLinks(dialog: Locator, lang: Lang, href: string): Promise<Locator> {
  const links = dialog.getByRole('link', { name: common[lang].actions.close, exact: true });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
  return links;
}

/** Clicks the card's View Details link (checked to link to the modal's URL) and waits for the dialog, not for the code. */
async function openServiceModal(page: Page, sector: string, lang: Lang = 'en') {
  const card = page.locator(`[data-service="${sector}"]`);
  const link = viewDetails(card, lang);
  await expect(link).toHaveAttribute('href', `/services?lang=${lang}&service=${bySector(sector).id}`);
  await link.click();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  return { card, dialog };
}

for (const lang of LANGS) {
  const t = texts[lang];
  const other = lang === 'en' ? 'ku' : 'en';

  test(`services page: 4 skeletons while loading, then the cards in sector order, advantages and panels (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const held = await holdList(page, 'services');
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/services');
    await expectDocumentLanguage(page, lang);
    await expectHero(page, routeFor('/services').hero[lang]);
    await expect(skeletonsOf(page, 'services')).toHaveCount(4);
    held.release();

    const cards = cardsOf(page, 'services');
    await expect(cards).toHaveCount(4);
    await expect(skeletonsOf(page, 'services')).toHaveCount(0);
    expect(await cards.locator('[data-service]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-service')))).toEqual(SECTOR_ORDER);
    for (const [index, sector] of SECTOR_ORDER.entries()) {
      const service = bySector(sector);
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title(service, lang));
      await expect(card.locator(`svg[data-icon="${ICONS[sector]}"]`)).toHaveCount(1);
      await expect(card.locator('img')).toHaveAttribute('alt', title(service, lang));
      await expect(card.locator('img')).toHaveAttribute('width', '400');
      // The page's first image (its largest paint on a phone) is fetched first; the others when scrolled near.
      if (index === 0) await expect(card.locator('img')).toHaveAttribute('fetchpriority', 'high');
      else await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(card.getByText(lang === 'ku' ? service.descriptionKu : service.descriptionEn)).toBeVisible();
      await expect(card.locator('.catalogue-card__list li')).toHaveText(lang === 'ku' ? service.featuresKu : service.features);
      await expect(viewDetails(card, lang)).toBeVisible();
      await expect(viewDetails(card, lang)).toHaveAttribute('href', `/services?lang=${lang}&service=${service.id}`);
      // Nothing of the other language leaks into the card.
      await expect(card).not.toContainText(title(service, other));
    }

    const advantages = page.locator('[data-part="advantages"]');
    await expect(advantages.getByRole('heading', { level: 3 })).toHaveText([
      t.pages.services.advantages.expertTeam.title,
      t.pages.services.advantages.advancedTechnology.title,
      t.pages.services.advantages.comprehensiveSupport.title,
    ]);
    const transport = page.locator('[data-panel="transportation"]');
    await expect(transport.getByRole('heading')).toHaveText(t.pages.services.transportation.title);
    await expect(transport.locator('li')).toHaveText(Object.values(t.pages.services.transportation.points));
    const quality = page.locator('[data-panel="quality"]');
    await expect(quality.getByRole('heading')).toHaveText(t.pages.services.quality.title);
    await expect(quality.locator('li')).toHaveText(Object.values(t.pages.services.quality.points));

    await expectNoSeriousA11yViolations(page, `/services (${lang})`);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test(`construction modal: image, featured video autoplaying muted, detailed features, overview badges, sector banner; Escape closes (${lang})`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    await page.goto('/services');
    // Hydration spec: the focus kept inside the modal, Escape and focus going back to View Details are the page's
    // code's (opened in place); followed before the code, the link gives the server's page with the dialog open.
    await waitForRemote(page);
    const service = bySector('construction');
    const { card, dialog } = await openServiceModal(page, 'construction', lang);
    await expect(page).toHaveURL(new RegExp(`[?&]service=${service.id}\\b`));
    await expect(dialog).toHaveAttribute('data-modal', 'service');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title(service, lang));
    await expect(dialog.locator(`img[src="${service.image}"]`)).toBeVisible();

    const featured = dialog.locator('[data-video="featured"] video');
    await expect(featured).toHaveAttribute('src', service.video!);
    await expect(featured).toHaveText(common[lang].media.videoFallback);
    await expect
      .poll(() => featured.evaluate((video: HTMLVideoElement) => ({ autoplay: video.autoplay, muted: video.muted })))
      .toEqual({ autoplay: true, muted: true });
    await expect(dialog.locator('[data-video="featured"]')).toContainText(lang === 'ku' ? service.videoDescriptionKu! : service.videoDescriptionEn!);
    await expect(dialog.locator('[data-video="equipment"]')).toHaveCount(0);

    await expect(dialog.locator('[data-part="detailed-features"] li')).toHaveText(lang === 'ku' ? service.detailedFeaturesKu! : service.detailedFeaturesEn!);
    await expect(dialog.locator('[data-part="overview"] h3')).toHaveText(t.modals.service.overview);
    await expect(dialog.locator('[data-part="overview"] li')).toHaveText(lang === 'ku' ? service.featuresKu : service.features);
    await expect(dialog.locator('[data-part="sector-banner"]')).toContainText(
      t.modals.service.sectorBanner.replace('{{sector}}', t.common.sectors.construction),
    );
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(896);
    expect(box!.height).toBeLessThanOrEqual(800 * 0.9 + 1);

    await expectNoSeriousA11yViolations(page, `/services construction modal (${lang})`);

    // Focus is kept inside: Tab from the last control comes back to the first, Shift+Tab from the first goes to the last.
    const closeLinksOfModal = await closeLinks(dialog, lang, `/services?lang=${lang}`);
    await closeLinksOfModal.last().focus();
    await page.keyboard.press('Tab');
    await expect(closeLinksOfModal.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(closeLinksOfModal.last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/service=/);
    await expect(viewDetails(card, lang)).toBeFocused();
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test(`mechanical modal: 'Mechanical & Poultry', its featured video and the equipment-manufacturing video; Back closes it (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    await page.goto('/services');
    // Hydration spec: Back closing the modal in place and focus going back to View Details are the page's code's.
    await waitForRemote(page);
    const service = bySector('mechanical');
    const { card, dialog } = await openServiceModal(page, 'mechanical', lang);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t.modals.service.mechanicalPoultry);
    const featured = dialog.locator('[data-video="featured"] video');
    await expect(featured).toHaveAttribute('src', service.video!);
    await expect.poll(() => featured.evaluate((video: HTMLVideoElement) => video.autoplay && video.muted)).toBe(true);
    const equipment = dialog.locator('[data-video="equipment"]');
    await expect(equipment.locator('video')).toHaveAttribute('src', '/assets/media/hero/equipment-manufacturing.mp4');
    await expect(equipment.locator('video')).toHaveText(common[lang].media.videoFallback);
    await expect(equipment).toContainText(t.modals.service.equipmentVideo.description);
    // Every video plays: the browser can decode what the content names.
    await expect.poll(() => equipment.locator('video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(page, `/services mechanical modal (${lang})`);

    await page.goBack();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/services$/);
    await expect(viewDetails(card, lang)).toBeFocused();
  });
}

test('a service without a video shows none; the close link closes and returns focus', async ({ page }) => {
  await page.goto('/services');
  // Hydration spec: closing in place, with focus back on View Details and no history entry left, is the page's code's.
  await waitForRemote(page);
  const { card, dialog } = await openServiceModal(page, 'electronics');
  await expect(dialog.locator('video')).toHaveCount(0);
  await (await closeLinks(dialog, 'en', '/services?lang=en')).last().click();
  await expect(openDialog(page)).toHaveCount(0);
  await expect(viewDetails(card, 'en')).toBeFocused();
  // The closed modal left no history entry behind: Back leaves the page.
  await expect(page).toHaveURL(/\/services$/);
});

test('a shared link with ?service= opens that modal, and closing it keeps the visitor on /services', async ({ page }) => {
  const service = bySector('manufacturing');
  await page.goto(`/services?service=${service.id}`);
  // No wait for the page's code: the server renders the dialog open, and its close links work before the code.
  const dialog = openDialog(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(service.titleEn);
  await (await closeLinks(dialog, 'en', '/services?lang=en')).first().click();
  await expect(openDialog(page)).toHaveCount(0);
  // Pressed before the code has run, the link itself leads to /services?lang=en; after, the code closes the dialog
  // where the visitor is (/services): either way the visitor stays on the English services page.
  await expect(page).toHaveURL(/\/services(\?lang=en)?$/);
});

for (const lang of LANGS) {
  test(`a failing services list shows a translated message with Retry inside its section, no console error (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const restore = await failList(page, 'services');
    // The list as the browser reads it after a click (a first visit has it in the server's HTML).
    await openByNavigation(page, '/services');
    const alert = page.locator('[data-content-list="services"] [role="alert"]');
    await expect(alert).toContainText(texts[lang].core.list.loadError);
    // The rest of the page stays.
    await expect(page.locator('[data-part="advantages"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/services list failed (${lang})`);
    await restore();
    await alert.getByRole('button', { name: common[lang].remote.retry }).click();
    await expect(cardsOf(page, 'services')).toHaveCount(4);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((line) => !isNetworkFailureLine(line))).toEqual([]);
  });
}
