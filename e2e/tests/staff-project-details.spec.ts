// Issue 36, points 2 and 9: a project's interviews (with their statements) and statistics (by the layout chosen)
// entered in the staff area as staff do it, in a real browser against the real API and database, once with the
// studio in Kurdish (right to left) and once in English; published, the project's details as the server renders them
// for a visitor (no script runs) show the interview and the figures of the chosen layout, in each language. Each
// project made here is hidden and published again at the end, so the public lists are as seeded for the specs that
// follow.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { digits, fill, openDialog, texts } from '../support/catalogue-content.ts';
import type { Lang } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { chooseOption, fieldLabel, fillTexts, hideAndPublish, openSection, publishItem, saveDraft, signInToStudio, studio } from '../support/staff-studio.ts';
import type { Interview } from '@azmar/contract/content/project';

const ADMIN = { username: 'e2e-details-admin', password: 'a long details password 1' };

test.beforeAll(() => createStaffAccount(ADMIN));

/** Each studio language enters a different layout, so both the studio's layouts and the page's are exercised. */
const CASES = [
  {
    lang: 'ku',
    layout: 'poultry',
    figures: { constructionYear: 2021, productionCapacity: 4500 },
    interview: {
      interviewee: 'Dara Aziz',
      intervieweeKu: 'دارا عەزیز',
      role: 'Site engineer',
      roleKu: 'ئەندازیاری کارگە',
      statements: ['The line runs every day.', 'Quality is checked at every shift.'],
      statementsKu: ['هێڵەکە هەموو ڕۆژێک کار دەکات.', 'جۆرایەتی لە هەموو نۆرەیەکدا پشکنین دەکرێت.'],
    },
  },
  {
    lang: 'en',
    layout: 'highway',
    figures: { totalLength: 64, roadWidth: 24, lanes: 4, intersections: 7 },
    interview: {
      interviewee: 'Shilan Rauf',
      intervieweeKu: 'شیلان ڕەئووف',
      role: 'Resident engineer',
      roleKu: 'ئەندازیاری نیشتەجێ',
      statements: ['Every lane opened on time.'],
      statementsKu: ['هەموو هێڵەکان لە کاتی خۆیدا کرانەوە.'],
    },
  },
] as const satisfies readonly { lang: Lang; layout: 'poultry' | 'highway'; figures: Record<string, number>; interview: Interview }[];

/** Types one interview into the editor's interviews tab, its statements line by line in each language. */
async function enterInterview(page: Page, lang: Lang, interview: Interview): Promise<void> {
  const t = studio[lang].content;
  const editor = page.getByTestId('staff-editor');
  await editor.getByRole('tab', { name: t.tabs.interviews }).click();
  await editor.getByRole('button', { name: t.addInterview }).click();
  const card = editor.getByTestId('staff-interviews').getByRole('group', { name: t.item.replace('{{n}}', digits(1, lang)), exact: true });
  await card.getByLabel(fieldLabel(lang, 'interviewee', 'en'), { exact: true }).fill(interview.interviewee);
  await card.getByLabel(fieldLabel(lang, 'interviewee', 'ku'), { exact: true }).fill(interview.intervieweeKu);
  await card.getByLabel(fieldLabel(lang, 'role', 'en'), { exact: true }).fill(interview.role);
  await card.getByLabel(fieldLabel(lang, 'role', 'ku'), { exact: true }).fill(interview.roleKu);
  for (const [language, lines] of [
    ['en', interview.statements],
    ['ku', interview.statementsKu],
  ] as const) {
    const list = fieldLabel(lang, 'statements', language);
    for (const [index, line] of lines.entries()) {
      await card.getByRole('button', { name: `${t.addLine}: ${list}`, exact: true }).click();
      const input = card.getByLabel(`${list} ${digits(index + 1, lang)}`, { exact: true });
      await expect(input).toHaveAttribute('dir', language === 'ku' ? 'rtl' : 'ltr');
      await input.fill(line);
    }
  }
}

/** Chooses the statistics layout and types its figures and an overview in both languages. */
async function enterStatistics(page: Page, lang: Lang, layout: 'poultry' | 'highway', figures: Record<string, number>, overview: { en: string; ku: string }) {
  const t = studio[lang].content;
  const editor = page.getByTestId('staff-editor');
  await editor.getByRole('tab', { name: t.tabs.statistics }).click();
  // Until a layout is chosen there is nothing to type in.
  await expect(editor.getByTestId('staff-statistics').getByRole('spinbutton')).toHaveCount(0);
  await chooseOption(page, t.fields.layout, t.layouts[layout]);
  const numbers = editor.getByTestId('staff-statistics').getByRole('spinbutton');
  await expect(numbers).toHaveCount(Object.keys(figures).length);
  for (const [key, value] of Object.entries(figures)) {
    await editor.getByLabel(t.stats[key as keyof typeof t.stats], { exact: true }).fill(String(value));
  }
  await editor.getByLabel(fieldLabel(lang, 'overview', 'en'), { exact: true }).fill(overview.en);
  await editor.getByLabel(fieldLabel(lang, 'overview', 'ku'), { exact: true }).fill(overview.ku);
}

/** The project's details dialog as the server renders it (`?project=<id>`, JavaScript off), once it shows `title`. */
async function serverRenderedDetails(browser: Browser, id: number, lang: Lang, title: string): Promise<{ dialog: Locator; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`/projects?lang=${lang}&project=${id}`);
        return openDialog(visitor).getByRole('heading', { level: 2 }).textContent();
      },
      { timeout: 30_000 },
    )
    .toBe(title);
  return { dialog: openDialog(visitor), close: () => context.close() };
}

/** The figures the public page writes for a layout's statistics, in the visitor's language. */
function shownFigures(lang: Lang, layout: 'poultry' | 'highway', figures: Record<string, number>): { terms: string[]; values: string[] } {
  const project = texts[lang].modals.project;
  const number = (value: number) =>
    lang === 'ku' ? value.toLocaleString('ckb-IQ', { numberingSystem: 'arab' } as Intl.NumberFormatOptions) : value.toLocaleString('en');
  if (layout === 'poultry') {
    return {
      terms: [project.stats.yearEstablished, project.stats.productionPerHour, project.stats.qualityControl, project.stats.distinction],
      values: [
        digits(figures.constructionYear!, lang),
        fill(project.statValues.birdsPerHour, { value: number(figures.productionCapacity!) }),
        project.statValues.daily,
        project.statValues.bestInProvince,
      ],
    };
  }
  return {
    terms: [project.stats.totalLength, project.stats.roadWidth, project.stats.lanes, project.stats.intersections],
    values: [
      fill(project.statValues.km, { value: number(figures.totalLength!) }),
      fill(project.statValues.meters, { value: number(figures.roadWidth!) }),
      number(figures.lanes!),
      number(figures.intersections!),
    ],
  };
}

for (const { lang, layout, figures, interview } of CASES) {
  test(`an interview with its statements and ${layout} statistics entered on a project (studio in ${lang}), published, show in its details on the public page in both languages`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const project = {
      titleEn: `E2E details ${layout} ${stamp}`,
      titleKu: `پڕۆژەی تاقیکردنەوەی ${layout} ${stamp}`,
      descriptionEn: 'A project made by the end-to-end tests.',
      descriptionKu: 'پڕۆژەیەک کە تاقیکردنەوەکان دروستیان کردووە.',
    };
    const overview = { en: `Figures entered by the tests (${layout}).`, ku: `ژمارەکان کە تاقیکردنەوەکان نووسیویانە (${layout}).` };
    await signInToStudio(page, lang, ADMIN);
    await openSection(page, lang, 'projects');
    await page.getByRole('button', { name: studio[lang].content.add }).click();
    await fillTexts(page, lang, project);
    await page
      .getByTestId('staff-editor')
      .getByLabel(studio[lang].content.fields.image, { exact: true })
      .fill('/assets/media/projects/dukan-broiler-farm/cover.jpg');
    await enterStatistics(page, lang, layout, figures, overview);
    await enterInterview(page, lang, interview);
    await saveDraft(page);
    const id = Number(new URL(page.url()).searchParams.get('item'));
    // What was saved is what the editor shows again, opened afresh.
    await page.reload();
    const editor = page.getByTestId('staff-editor');
    await expect(editor.getByLabel(fieldLabel(lang, 'interviewee', 'ku'), { exact: true })).toHaveValue(interview.intervieweeKu);
    await publishItem(page, lang);

    for (const visitorLang of ['en', 'ku'] as const) {
      const { dialog, close } = await serverRenderedDetails(browser, id, visitorLang, visitorLang === 'ku' ? project.titleKu : project.titleEn);
      try {
        const statistics = dialog.locator('[data-part="statistics"]');
        await expect(statistics).toHaveAttribute('data-layout', layout === 'poultry' ? 'slaughterhouse' : 'highway');
        const shown = shownFigures(visitorLang, layout, figures);
        await expect(statistics.locator('dt')).toHaveText(shown.terms);
        await expect(statistics.locator('dd')).toHaveText(shown.values);
        await expect(dialog.locator('[data-part="overview"]')).toContainText(overview[visitorLang]);
        const figure = dialog.locator('[data-part="interviews"] figure');
        await expect(figure).toHaveCount(1);
        await expect(figure.locator('figcaption')).toContainText(visitorLang === 'ku' ? interview.intervieweeKu : interview.interviewee);
        await expect(figure.locator('figcaption')).toContainText(visitorLang === 'ku' ? interview.roleKu : interview.role);
        await expect(figure.locator('blockquote')).toHaveText(visitorLang === 'ku' ? interview.statementsKu : interview.statements);
      } finally {
        await close();
      }
    }

    await hideAndPublish(page, lang);
  });
}
