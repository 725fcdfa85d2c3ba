// /projects in full, in both languages: skeletons, filters in the URL, the empty state, the cards' badges,
// each statistics layout, interviews, the gallery (the equestrian club opening on its video), a failing list, axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { cardsOf, digits, failList, fill, holdList, openDialog, projects, skeletonsOf, texts, title } from '../support/catalogue-content.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectHero, presetLanguage, openByNavigation, waitForRemote } from '../support/site-page.ts';
import { common, LANGS, routeFor, type Lang } from '../support/site-texts.ts';

const BADGE_COLOURS = { completed: 'rgb(220, 252, 231)', ongoing: 'rgb(219, 234, 254)', planned: 'rgb(254, 249, 195)' } as Record<string, string>;
const byTitle = (en: string) => projects.find((project) => project.titleEn.includes(en))!;
const filter = (page: Page, name: 'status' | 'sector') => page.locator(`[data-filter="${name}"]`);
const sectors = [...new Set(projects.map((project) => project.sector))];

/** A card's View Details: a link to /projects with the project's modal open, which the server renders too. */
const viewDetails = (page: Page, id: number, lang: Lang) =>
  page.locator(`[data-project="${id}"]`).getByRole('link', { name: common[lang].actions.viewDetails });

/**
 * /projects with exactly these query parameters, in any order: a filter pressed before the page's code is a GET
 * form, which sends the parameters it keeps before its own; the code writes them in the order they were chosen.
 */
const sameQuery = (url: URL, expected: Record<string, string>) =>
  url.pathname === '/projects' && JSON.stringify([...url.searchParams].sort()) === JSON.stringify(Object.entries(expected).sort());

/** Clicks the card's View Details link (checked to link to the modal's URL) and waits for the dialog, not for the code. */
async function openProject(page: Page, id: number, lang: Lang) {
  const link = viewDetails(page, id, lang);
  await expect(link).toHaveAttribute('href', `/projects?lang=${lang}&project=${id}`);
  await link.click();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The modal's two close controls (the ✕ and the footer's Close): links to the page without `?project=`. */
async function closeLinks(dialog: Locator, lang: Lang, href: string): Promise<Locator> {
  const links = dialog.getByRole('link', { name: common[lang].actions.close, exact: true });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
  return links;
}

for (const lang of LANGS) {
  const t = texts[lang];

  test(`projects page: 6 skeletons, the cards with their badges, filters, partnerships and call to action (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const held = await holdList(page, 'projects');
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/projects');
    await expectDocumentLanguage(page, lang);
    await expectHero(page, routeFor('/projects').hero[lang]);
    await expect(skeletonsOf(page, 'projects')).toHaveCount(6);
    held.release();
    const cards = cardsOf(page, 'projects');
    await expect(cards).toHaveCount(projects.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(projects.map((project) => title(project, lang)));

    for (const project of projects) {
      const card = page.locator(`[data-project="${project.id}"]`);
      const status = card.locator('[data-status]');
      await expect(status).toHaveText(t.common.statuses[project.status]);
      await expect(status).toHaveCSS('background-color', BADGE_COLOURS[project.status]!);
      if (project.partnership) await expect(card.locator('.catalogue-badge--partner')).toHaveText(lang === 'ku' ? project.partnershipKu! : project.partnership);
      else await expect(card.locator('.catalogue-badge--partner')).toHaveCount(0);
      await expect(card).toContainText(lang === 'ku' ? project.descriptionKu : project.descriptionEn);
      await expect(card.locator('img')).toHaveAttribute('alt', title(project, lang));
      await expect(viewDetails(page, project.id, lang)).toHaveAttribute('href', `/projects?lang=${lang}&project=${project.id}`);
    }

    // Status buttons All + three; sector buttons All + the distinct sectors, translated; aria-pressed on the chosen one.
    await expect(filter(page, 'status').getByRole('button')).toHaveText([
      t.pages.projects.filters.all,
      t.common.statuses.completed,
      t.common.statuses.ongoing,
      t.common.statuses.planned,
    ]);
    await expect(filter(page, 'sector').getByRole('button')).toHaveText([
      t.pages.projects.filters.all,
      ...sectors.map((sector) => t.common.sectors[sector as keyof typeof t.common.sectors]),
    ]);
    await expect(filter(page, 'status').getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

    const partnerships = page.locator('[data-part="partnerships"]');
    await expect(partnerships.getByRole('heading', { level: 2 })).toHaveText(t.pages.projects.partnerships.title);
    await expect(partnerships.locator('[data-badge="major-projects"]')).toHaveText(
      fill(t.pages.projects.partnerships.majorProjects, { count: digits(2, lang) }),
    );
    await expect(partnerships.locator('[data-badge="active-since"]')).toHaveText(fill(t.pages.projects.partnerships.activeSince, { year: digits(2022, lang) }));
    await expect(partnerships.getByRole('link', { name: t.pages.projects.partnerships.inquiry })).toHaveAttribute(
      'href',
      `/contact?lang=${lang}&from=projects`,
    );
    const cta = page.locator('[data-part="cta"]');
    await expect(cta.getByRole('link', { name: common[lang].actions.contactUs })).toHaveAttribute('href', `/contact?lang=${lang}&from=projects`);
    await expect(cta.getByRole('link', { name: common[lang].actions.getQuote })).toHaveAttribute('href', `/contact?lang=${lang}&from=projects`);

    await expectNoSeriousA11yViolations(page, `/projects (${lang})`);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test(`status and sector filters combine with AND, live in the URL, Back/Forward walk them; the empty state (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    // No wait for the page's code: the filters are GET forms, so a press before the code asks the server for the
    // filtered page and Back/Forward walk the pages the browser loaded; once the code runs, it filters in place.
    await page.goto('/projects');
    const cards = cardsOf(page, 'projects');
    await expect(cards).toHaveCount(projects.length);
    for (const name of ['status', 'sector'] as const) {
      await expect(page.locator(`form:has([data-filter="${name}"])`)).toHaveAttribute('method', 'get');
      await expect(filter(page, name).getByRole('button')).toHaveCount(name === 'status' ? 4 : 1 + sectors.length);
      for (const button of await filter(page, name).getByRole('button').all()) {
        await expect(button).toHaveAttribute('type', 'submit');
        await expect(button).toHaveAttribute('name', name);
      }
    }

    await filter(page, 'status').getByRole('button', { name: t.common.statuses.ongoing, exact: true }).click();
    await expect(page).toHaveURL(/\?status=ongoing$/);
    await expect(filter(page, 'status').getByRole('button', { name: t.common.statuses.ongoing, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(projects.filter((project) => project.status === 'ongoing').length);

    await filter(page, 'sector').getByRole('button', { name: t.common.sectors.construction, exact: true }).click();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'ongoing', sector: 'construction' }));
    const both = projects.filter((project) => project.status === 'ongoing' && project.sector === 'construction');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(both.map((project) => title(project, lang)));

    // A combination nothing matches: the empty state of docs/product.md §7.
    await filter(page, 'status').getByRole('button', { name: t.common.statuses.planned, exact: true }).click();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'planned', sector: 'construction' }));
    await filter(page, 'sector').getByRole('button', { name: t.common.sectors.mechanical, exact: true }).click();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'planned', sector: 'mechanical' }));
    expect(projects.some((project) => project.status === 'planned' && project.sector === 'mechanical')).toBe(false);
    const empty = page.locator('[data-part="empty"]');
    await expect(empty.getByRole('heading')).toHaveText(t.pages.projects.empty.title);
    await expect(empty).toContainText(t.pages.projects.empty.text);
    await expectNoSeriousA11yViolations(page, `/projects empty state (${lang})`);

    await page.goBack();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'planned', sector: 'construction' }));
    await page.goBack();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'ongoing', sector: 'construction' }));
    await expect(cards).toHaveCount(both.length);
    await page.goForward();
    await expect(page).toHaveURL((url) => sameQuery(url, { status: 'planned', sector: 'construction' }));

    // A shared filtered link opens filtered.
    await page.goto('/projects?status=completed&sector=poultry');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      projects.filter((project) => project.status === 'completed' && project.sector === 'poultry').map((project) => title(project, lang)),
    );
    await expect(filter(page, 'sector').getByRole('button', { name: t.common.sectors.poultry, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test(`highway modal: badges, image gallery thumbnails and the highway statistics; focus trapped, Escape returns focus (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    await page.goto('/projects');
    // Hydration spec: the focus kept inside the modal, Escape and focus going back to View Details are the page's
    // code's (opened in place); followed before the code, the link gives the server's page with the dialog open.
    await waitForRemote(page);
    const project = byTitle('Highway');
    const dialog = await openProject(page, project.id, lang);
    await expect(page).toHaveURL(new RegExp(`project=${project.id}`));
    await expect(dialog).toHaveAttribute('data-modal', 'project');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title(project, lang));
    await expect(dialog).toContainText(lang === 'ku' ? project.descriptionKu : project.descriptionEn);
    await expect(dialog.locator('[data-status]')).toHaveText(t.common.statuses[project.status]);
    await expect(dialog.locator('.catalogue-badge--partner')).toHaveText(lang === 'ku' ? project.partnershipKu! : project.partnership!);
    await expect(dialog.locator('[data-sector]')).toHaveText(fill(t.modals.project.sector, { sector: t.common.sectors.construction }));

    // The main viewer opens on the project image; thumbnails for the image and every gallery item.
    const media = dialog.locator('[data-part="media"]');
    await expect(media.locator('img.detail-dialog__media')).toHaveAttribute('src', project.image);
    const thumbnails = media.locator('[data-part="thumbnails"] button');
    await expect(thumbnails).toHaveCount(1 + project.gallery!.length);
    // Each thumbnail submits `?media=<index>` (a GET form), so it works before and without the page's code too.
    for (const [index, thumbnail] of (await thumbnails.all()).entries()) {
      await expect(thumbnail).toHaveAttribute('type', 'submit');
      await expect(thumbnail).toHaveAttribute('name', 'media');
      await expect(thumbnail).toHaveAttribute('value', String(index));
    }
    const videoIndex = 1 + project.gallery!.findIndex((item) => item.image.endsWith('.mp4'));
    await thumbnails.nth(videoIndex).click();
    await expect(thumbnails.nth(videoIndex)).toHaveAttribute('aria-pressed', 'true');
    const video = media.locator('video');
    await expect(video).toHaveAttribute('src', project.gallery![videoIndex - 1]!.image);
    await expect(video).toHaveText(common[lang].media.videoFallback);
    await thumbnails.nth(1).click();
    await expect(media.locator('img.detail-dialog__media')).toHaveAttribute('src', project.gallery![0]!.image);

    const statistics = dialog.locator('[data-part="statistics"]');
    await expect(statistics).toHaveAttribute('data-layout', 'highway');
    await expect(statistics.locator('dt')).toHaveText([
      t.modals.project.stats.totalLength,
      t.modals.project.stats.roadWidth,
      t.modals.project.stats.lanes,
      t.modals.project.stats.intersections,
    ]);
    const s = project.statistics!;
    await expect(statistics.locator('dd')).toHaveText([
      fill(t.modals.project.statValues.km, { value: digits(s.totalLength!, lang) }),
      fill(t.modals.project.statValues.meters, { value: digits(s.roadWidth!, lang) }),
      digits(s.lanes!, lang),
      digits(s.intersections!, lang),
    ]);
    await expect(dialog.locator('[data-part="overview"]')).toContainText(lang === 'ku' ? s.overviewKu! : s.overview!);
    await expect(dialog.locator('[data-part="interviews"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `/projects highway modal (${lang})`);

    const closeLinksOfModal = await closeLinks(dialog, lang, `/projects?lang=${lang}`);
    await closeLinksOfModal.last().focus();
    await page.keyboard.press('Tab');
    await expect(closeLinksOfModal.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect(viewDetails(page, project.id, lang)).toBeFocused();
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test(`residential heights and slaughterhouse statistics; slaughterhouse interviews; Back closes the modal (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    // No wait for the page's code: View Details is a link and Back a history entry, with the code or without it.
    await page.goto('/projects');
    const heights = byTitle('Heights');
    let dialog = await openProject(page, heights.id, lang);
    let statistics = dialog.locator('[data-part="statistics"]');
    await expect(statistics).toHaveAttribute('data-layout', 'residential');
    await expect(statistics.locator('dt')).toHaveText([
      t.modals.project.stats.buildings,
      t.modals.project.stats.villas,
      t.modals.project.stats.totalUnits,
      t.modals.project.stats.totalArea,
    ]);
    const area = heights.statistics!.totalArea!;
    await expect(statistics.locator('dd').last()).toHaveText(
      fill(t.modals.project.statValues.squareMeters, {
        value: lang === 'ku' ? area.toLocaleString('ckb-IQ', { numberingSystem: 'arab' } as Intl.NumberFormatOptions) : area.toLocaleString('en'),
      }),
    );
    await page.goBack();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);

    const slaughterhouse = byTitle('Slaughterhouse');
    dialog = await openProject(page, slaughterhouse.id, lang);
    statistics = dialog.locator('[data-part="statistics"]');
    await expect(statistics).toHaveAttribute('data-layout', 'slaughterhouse');
    await expect(statistics.locator('dt')).toHaveText([
      t.modals.project.stats.yearEstablished,
      t.modals.project.stats.productionPerHour,
      t.modals.project.stats.qualityControl,
      t.modals.project.stats.distinction,
    ]);
    await expect(statistics.locator('dd').first()).toHaveText(digits(slaughterhouse.statistics!.constructionYear!, lang));
    await expect(statistics.locator('dd').nth(2)).toHaveText(t.modals.project.statValues.daily);
    await expect(statistics.locator('dd').nth(3)).toHaveText(t.modals.project.statValues.bestInProvince);
    const interviews = dialog.locator('[data-part="interviews"]');
    await expect(interviews.locator('figure')).toHaveCount(slaughterhouse.interviews!.length);
    for (const interview of slaughterhouse.interviews!) {
      const figure = interviews.locator(`[data-interviewee="${interview.interviewee}"]`);
      await expect(figure.locator('figcaption')).toContainText(lang === 'ku' ? interview.intervieweeKu : interview.interviewee);
      await expect(figure.locator('blockquote')).toHaveText(lang === 'ku' ? interview.statementsKu : interview.statements);
    }
    await expectNoSeriousA11yViolations(page, `/projects slaughterhouse modal (${lang})`);
    await page.goBack();
    await expect(openDialog(page)).toHaveCount(0);
  });

  test(`the equestrian club opens its gallery on its first video, autoplaying muted; its statistics and interviews (${lang})`, async ({ page }) => {
    await presetLanguage(page, lang);
    // No wait for the page's code: View Details is a link, and the server renders the modal on its first video.
    await page.goto('/projects');
    const club = byTitle('Equestrian');
    const dialog = await openProject(page, club.id, lang);
    const firstVideo = club.gallery!.find((item) => item.image.endsWith('.mp4'))!;
    const video = dialog.locator('[data-part="media"] video');
    await expect(video).toHaveAttribute('src', firstVideo.image);
    await expect(video).toHaveText(common[lang].media.videoFallback);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => ({ autoplay: element.autoplay, muted: element.muted })))
      .toEqual({ autoplay: true, muted: true });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    await expect(dialog.locator('[data-part="media"] [data-part="thumbnails"] button[aria-pressed="true"]')).toHaveAttribute('data-video', 'true');

    const statistics = dialog.locator('[data-part="statistics"]');
    await expect(statistics).toHaveAttribute('data-layout', 'equestrian');
    await expect(statistics.locator('dt')).toHaveText([
      t.modals.project.stats.constructionYear,
      t.modals.project.stats.animalHealth,
      t.modals.project.stats.standards,
    ]);
    await expect(statistics.locator('dd')).toHaveText([
      digits(club.statistics!.constructionYear!, lang),
      t.modals.project.statValues.certified,
      t.modals.project.statValues.international,
    ]);
    await expect(dialog.locator('[data-part="interviews"] figure')).toHaveCount(club.interviews!.length);
    await expect(dialog.locator('[data-part="overview"]')).toContainText(lang === 'ku' ? club.statistics!.overviewKu! : club.statistics!.overview!);
    await expectNoSeriousA11yViolations(page, `/projects equestrian modal (${lang})`);
  });

  test(`a failing projects list shows a translated message with Retry, no console error (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const restore = await failList(page, 'projects');
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/projects');
    const alert = page.locator('[data-content-list="projects"] [role="alert"]');
    await expect(alert).toContainText(t.core.list.loadError);
    await expect(page.locator('[data-part="partnerships"]')).toBeVisible();
    await restore();
    await alert.getByRole('button', { name: common[lang].remote.retry }).click();
    await expect(cardsOf(page, 'projects')).toHaveCount(projects.length);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((line) => !isNetworkFailureLine(line))).toEqual([]);
  });
}

test('a project without gallery items shows no thumbnails', async ({ page }) => {
  const lone = projects.find((project) => (project.gallery ?? []).length === 0)!;
  // No wait for the page's code: the server renders the shared link's modal.
  await page.goto(`/projects?project=${lone.id}`);
  const dialog = openDialog(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(lone.titleEn);
  await expect(dialog.locator('[data-part="thumbnails"]')).toHaveCount(0);
  await expect(dialog.locator('[data-part="statistics"]')).toHaveCount(0);
});
