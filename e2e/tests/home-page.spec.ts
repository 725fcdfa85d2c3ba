// Home (mfe-home) in a real browser, in both languages: every section and count of docs/product.md §4, the hero
// video's attributes, loading policy and restart at 56 s, the skeletons while the API is slow, axe-core.
import { expect, test, type Page } from '@playwright/test';
import { homeEn } from '../../mfe-home/src/i18n/home.en.ts';
import { homeKu } from '../../mfe-home/src/i18n/home.ku.ts';
import { HOME_TEAM_IDS, membersById } from '../../mfe-home/src/features/team/model/team-members.ts';
import { watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectHero, hero, presetLanguage, openByNavigation } from '../support/site-page.ts';
import { common, companyProfile, LANGS, routeFor, type Lang } from '../support/site-texts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

/** The hero's themes: four of the sectors, named as the catalogue names them (docs/product.md §4). */
const HERO_SECTORS = ['construction', 'manufacturing', 'electronics', 'mechanical'] as const;

const home = { en: homeEn, ku: homeKu };
const DIGITS = { en: (n: number) => String(n), ku: (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) };

const section = (page: Page, name: string) => page.locator(`#remote-outlet [data-home-section="${name}"]`);
const catalogueSlot = (page: Page, name: string) => page.locator(`#remote-outlet [data-catalogue-slot="${name}"]`);
const cards = (page: Page, name: string) => catalogueSlot(page, name).locator('.content-grid__card:not(.content-grid__card--skeleton)');
const skeletons = (page: Page, name: string) => catalogueSlot(page, name).locator('.content-grid__card--skeleton');

for (const lang of LANGS) {
  test.describe(`home in ${lang}`, () => {
    test.beforeEach(async ({ page }) => presetLanguage(page, lang));

    test('shows every section of docs/product.md §4, top to bottom, with its counts', async ({ page }) => {
      const problems = watchProblems(page);
      const t = home[lang];
      await page.goto('/');
      await expectDocumentLanguage(page, lang);
      // Waits for the page's code (nothing here is clicked): the test ends with no page or console error from
      // its hydration, and axe on the finished page.
      await expectHero(page, routeFor('/').hero[lang]);

      // Hero: partnership line, the four themes, Learn More and Contact Us.
      await expect(hero(page).getByTestId('hero-partnership')).toHaveText(t.home.hero.partnership.replace('{{partner}}', companyProfile.partner.name[lang]));
      await expect(hero(page).getByTestId('hero-themes').locator('li')).toHaveText(HERO_SECTORS.map((sector) => common[lang].sectors[sector]));
      await expect(hero(page).getByRole('link', { name: common[lang].actions.learnMore })).toHaveAttribute('href', `/about?lang=${lang}`);
      await expect(hero(page).getByRole('link', { name: common[lang].actions.contactUs })).toHaveAttribute('href', `/contact?lang=${lang}&from=home`);

      // The order of the page: hero, about, projects, services (+ feature cards), team, products, call to action.
      const order = await page
        .locator('#remote-outlet [data-testid="hero"], #remote-outlet [data-home-section], #remote-outlet [data-catalogue-slot]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section') ?? node.getAttribute('data-catalogue-slot') ?? 'hero'));
      expect(order).toEqual(['hero', 'about', 'projects', 'services', 'features', 'team', 'products', 'cta']);

      await expect(section(page, 'about').getByTestId('partnership-highlight')).toContainText(companyProfile.partner.name[lang]);
      await expect(section(page, 'about').getByRole('link', { name: common[lang].actions.viewDetails })).toHaveAttribute('href', `/about?lang=${lang}`);

      await expect(cards(page, 'projects')).toHaveCount(4);
      await expect(catalogueSlot(page, 'projects').getByRole('link', { name: common[lang].actions.viewAll })).toHaveAttribute('href', `/projects?lang=${lang}`);
      await expect(cards(page, 'services')).toHaveCount(4);
      await expect(cards(page, 'products')).toHaveCount(8);
      await expect(catalogueSlot(page, 'products').getByRole('link', { name: common[lang].actions.viewAll })).toHaveAttribute('href', `/products?lang=${lang}`);

      const features = section(page, 'features').locator('[data-feature-card]');
      await expect(features.locator('h3')).toHaveText([t.home.features.transportation.title, t.home.features.quality.title]);
      await expect(features.nth(0).locator('li')).toHaveText(Object.values(t.home.features.transportation.points));
      await expect(features.nth(1).locator('li')).toHaveText(Object.values(t.home.features.quality.points));

      const members = membersById(HOME_TEAM_IDS);
      const team = section(page, 'team');
      await expect(team.locator('[data-member] h3')).toHaveText(members.map((member) => (lang === 'ku' ? member.nameKu : member.name)));
      await expect(team.locator('[data-member]').first()).toContainText(lang === 'ku' ? members[0]!.positionKu : members[0]!.position);
      await expect(team.locator('[data-member]').first()).toContainText(lang === 'ku' ? members[0]!.descriptionKu : members[0]!.description);
      const photos = team.locator('[data-member] img');
      await expect(photos).toHaveCount(4);
      for (const [index, member] of members.entries()) {
        await expect(photos.nth(index)).toHaveAttribute('src', member.image);
        await expect(photos.nth(index)).toHaveAttribute('alt', new RegExp(lang === 'ku' ? member.nameKu : member.name));
        await expect(photos.nth(index)).toHaveAttribute('loading', 'lazy');
      }
      await team.scrollIntoViewIfNeeded();
      await expect.poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
      const n = DIGITS[lang];
      await expect(team.locator('[data-stat] dd')).toHaveText([`${n(20)}+`, `${n(50)}+`, n(4), `${n(100)}+`]);
      await expect(team.locator('[data-stat] dt')).toHaveText([t.stats.years, t.stats.teamMembers, t.stats.sectors, t.stats.successfulProjects]);

      await expect(section(page, 'cta').getByRole('link', { name: common[lang].actions.contactUs })).toHaveAttribute('href', `/contact?lang=${lang}&from=home`);
      await expect(section(page, 'cta').getByRole('link', { name: common[lang].actions.getQuote })).toHaveAttribute('href', `/contact?lang=${lang}&from=home`);

      await expectNoSeriousA11yViolations(page, `/ in ${lang}`);
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
    });

    test('shows 4 skeleton cards in each catalogue section while the API is slow, then the content', async ({ page }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/(projects|services|products)$/, async (route) => {
        await gate;
        await route.continue();
      });
      // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
      await openByNavigation(page, '/');
      for (const name of ['projects', 'services', 'products']) await expect(skeletons(page, name)).toHaveCount(4);
      release();
      for (const name of ['projects', 'services', 'products']) await expect(skeletons(page, name)).toHaveCount(0);
      await expect(cards(page, 'projects')).toHaveCount(4);
      await expect(cards(page, 'products')).toHaveCount(8);
    });
  });
}

test.describe('the hero video', () => {
  test('is muted, autoplaying, looping and inline with the fallback text, and loads only once the page is interactive', async ({ page }) => {
    await page.goto('/');
    const video = hero(page).getByTestId('hero-video');
    await expect(video).toHaveAttribute('poster', '/assets/media/hero/hero-poster.jpg');
    await expect(video).toHaveText(common.en.media.videoFallback);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, autoplay: v.autoplay, loop: v.loop, playsInline: v.playsInline }))).toEqual({
      muted: true,
      autoplay: true,
      loop: true,
      playsInline: true,
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/assets\/media\/hero\/hero\.mp4$/);
    // Requested only after the page's load event, so it never competes with what the page needs first. The
    // resource entry appears once the (ranged) download has finished, so wait for it.
    const heroEntry = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/assets/media/hero/hero.mp4')));
    await expect.poll(heroEntry).toBe(true);
    const timing = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/assets/media/hero/hero.mp4'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { start: entry?.startTime ?? -1, loadEnd: navigation.loadEventEnd };
    });
    expect(timing.start).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test('leaves the largest paint to the hero’s text or poster, never the video', async ({ page }) => {
    await page.goto('/');
    // Waits for the page's code and the network: the largest paint is read once everything the page loads has drawn.
    await expectHero(page, routeFor('/').hero.en);
    await page.waitForLoadState('networkidle');
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; url: string; inHero: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url: string };
            resolve({ tag: last.element?.tagName ?? '', url: last.url, inHero: Boolean(last.element?.closest('[data-testid="hero"]')) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest.inHero, JSON.stringify(largest)).toBe(true);
    // Text has no URL; the poster is an image of its own; a video frame would name hero.mp4.
    expect(largest.url === '' || largest.url.endsWith('/assets/media/hero/hero-poster.jpg'), JSON.stringify(largest)).toBe(true);
  });

  test('runs at least 60 s and restarts from 0 when it reaches 56 s', async ({ page }) => {
    await page.goto('/');
    const video = hero(page).getByTestId('hero-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThanOrEqual(60);
    // Paused, so only the page's time-update handler can move it (playing on, it would loop at 60 s anyway).
    const seek = (to: number) =>
      video.evaluate(
        (v: HTMLVideoElement, time) =>
          new Promise<number>((resolve) => {
            v.pause();
            v.addEventListener('timeupdate', () => setTimeout(() => resolve(v.currentTime), 100), { once: true });
            v.currentTime = time;
          }),
        to,
      );
    expect(await seek(55)).toBeCloseTo(55, 1);
    expect(await seek(56.5)).toBeLessThan(0.5);
  });

  test('is never downloaded, and the themes stand still, for a visitor who prefers reduced motion', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) requested.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(hero(page).getByTestId('hero-themes')).toHaveClass(/home-hero__themes--still/);
    await expect(hero(page).getByTestId('hero-themes').locator('li')).toHaveText(HERO_SECTORS.map((sector) => common.en.sectors[sector]));
    for (const item of await hero(page).getByTestId('hero-themes').locator('li').all()) await expect(item).toBeVisible();
    // Waits for the page's code and the network: once the code runs, it must not ask for the video either.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    expect(
      await hero(page)
        .getByTestId('hero-video')
        .evaluate((v: HTMLVideoElement) => v.getAttribute('src')),
    ).toBeNull();
  });

  test('turns its theme captions one at a time otherwise', async ({ page }) => {
    await page.goto('/');
    const active = hero(page).locator('[data-theme][data-active="true"]');
    await expect(active).toHaveCount(1);
    const first = await active.getAttribute('data-theme');
    await expect.poll(() => active.getAttribute('data-theme'), { timeout: 15_000 }).not.toBe(first);
  });
});

test.describe('home’s buttons go where a visitor expects, on the client', () => {
  const cases: { name: string; from: (page: Page, lang: Lang) => ReturnType<Page['locator']>; to: string }[] = [
    { name: 'Learn More', from: (page, lang) => hero(page).getByRole('link', { name: common[lang].actions.learnMore }), to: '/about' },
    { name: 'Contact Us (hero)', from: (page, lang) => hero(page).getByRole('link', { name: common[lang].actions.contactUs }), to: '/contact' },
    { name: 'View Details', from: (page, lang) => section(page, 'about').getByRole('link', { name: common[lang].actions.viewDetails }), to: '/about' },
    {
      name: 'View All projects',
      from: (page, lang) => catalogueSlot(page, 'projects').getByRole('link', { name: common[lang].actions.viewAll }),
      to: '/projects',
    },
    {
      name: 'View All products',
      from: (page, lang) => catalogueSlot(page, 'products').getByRole('link', { name: common[lang].actions.viewAll }),
      to: '/products',
    },
    { name: 'Contact Us (closing)', from: (page, lang) => section(page, 'cta').getByRole('link', { name: common[lang].actions.contactUs }), to: '/contact' },
    { name: 'Get Quote', from: (page, lang) => section(page, 'cta').getByRole('link', { name: common[lang].actions.getQuote }), to: '/contact' },
  ];
  for (const { name, from, to } of cases) {
    test(`${name} → ${to}, with no reload`, async ({ page }) => {
      await page.goto('/');
      // Hydration spec: following the link without a reload (same document) is the page's code's.
      await expectHero(page, routeFor('/').hero.en);
      await page.evaluate(() => ((window as unknown as { __homeMarker?: string }).__homeMarker = 'same-document'));
      await from(page, 'en').click();
      // The contact buttons tell the form which page they are on (`&from=home`).
      await expect(page).toHaveURL(new RegExp(`${to}\\?lang=en(&from=home)?$`));
      await expectHero(page, routeFor(to).hero.en);
      expect(await page.evaluate(() => (window as unknown as { __homeMarker?: string }).__homeMarker)).toBe('same-document');
    });
  }
});
