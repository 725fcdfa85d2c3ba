// About (mfe-home) in a real browser, in both languages: every section and count of docs/product.md §5, axe-core.
import { expect, test, type Page } from '@playwright/test';
import { aboutEn } from '../../mfe-home/src/i18n/about.en.ts';
import { aboutKu } from '../../mfe-home/src/i18n/about.ku.ts';
import { homeEn } from '../../mfe-home/src/i18n/home.en.ts';
import { homeKu } from '../../mfe-home/src/i18n/home.ku.ts';
import { TEAM_MEMBERS } from '../../mfe-home/src/features/team/model/team-members.ts';
import { watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectHero, presetLanguage } from '../support/site-page.ts';
import { common, companyProfile, LANGS, routeFor } from '../support/site-texts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const about = { en: aboutEn, ku: aboutKu };
const home = { en: homeEn, ku: homeKu };
const DIGITS = { en: (n: number) => String(n), ku: (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) };
const section = (page: Page, name: string) => page.locator(`#remote-outlet [data-about-section="${name}"]`);

for (const lang of LANGS) {
  test(`about in ${lang}: hero, overview, partnership, the seven staff and the core values`, async ({ page }) => {
    const problems = watchProblems(page);
    const t = about[lang];
    const stats = home[lang].stats;
    const n = DIGITS[lang];
    await presetLanguage(page, lang);
    await page.goto('/about');
    await expectDocumentLanguage(page, lang);
    // Waits for the page's code (nothing here is clicked): the test ends with no page or console error from its
    // hydration, and axe on the finished page.
    await expectHero(page, routeFor('/about').hero[lang]);

    // The sections below the hero are a chunk of their own, loaded with the page: wait for the last one.
    await expect(section(page, 'values')).toBeVisible();
    const order = await page
      .locator('#remote-outlet [data-about-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-about-section')));
    expect(order).toEqual(['overview', 'partnership', 'staff', 'values']);

    const overview = section(page, 'overview');
    await expect(overview.locator('h2')).toHaveText(t.overview.title);
    await expect(overview).toContainText(n(2004));
    await expect(overview.locator('[data-stat] dt')).toHaveText([stats.projectsCompleted, stats.sectors, stats.satisfiedClients, stats.years]);
    await expect(overview.locator('[data-stat] dd')).toHaveText([`${n(50)}+`, n(4), `${n(100)}+`, `${n(20)}+`]);

    const partnership = section(page, 'partnership');
    await expect(partnership.getByTestId('partner-name')).toHaveText(companyProfile.partner.name[lang]);
    await expect(partnership.locator('[data-benefit] h3')).toHaveText([
      t.partnership.benefits.alliance.title,
      t.partnership.benefits.largeScale.title,
      t.partnership.benefits.credibility.title,
    ]);
    await expect(partnership.getByRole('link', { name: common[lang].actions.contactUs })).toHaveAttribute('href', `/contact?lang=${lang}&from=about`);

    const staff = section(page, 'staff');
    await expect(staff.locator('[data-member] h3')).toHaveText(TEAM_MEMBERS.map((member) => (lang === 'ku' ? member.nameKu : member.name)));
    await expect(staff.locator('[data-member] .home-member__position')).toHaveText(
      TEAM_MEMBERS.map((member) => (lang === 'ku' ? member.positionKu : member.position)),
    );
    const photos = staff.locator('[data-member] img');
    expect(new Set(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src'))))).toHaveProperty('size', 7);
    await staff.scrollIntoViewIfNeeded();
    await expect.poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expect(staff.locator('[data-stat] dt')).toHaveText([stats.teamMembers, stats.engineers, stats.years, stats.sectors]);
    await expect(staff.locator('[data-stat] dd')).toHaveText([`${n(50)}+`, `${n(15)}+`, `${n(20)}+`, n(4)]);

    await expect(section(page, 'values').locator('[data-value] h3')).toHaveText([
      t.values.quality.title,
      t.values.reliability.title,
      t.values.innovation.title,
      t.values.integrity.title,
    ]);

    await expectNoSeriousA11yViolations(page, `/about in ${lang}`);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
}
