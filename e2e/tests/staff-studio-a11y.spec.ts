// Issue 36, point 1: the staff area by keyboard and screen reader, in both languages. axe's full gate (WCAG 2.1 A/AA
// and best practices, every impact) finds nothing on each section of the studio and on an open editor; switching the
// language turns the whole studio right to left through the kit's ConfigProvider (antd's own RTL classes, the Sorani
// locale). Signed in, the studio needs the page's JavaScript.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expectDocumentLanguage, languageToggle } from '../support/site-page.ts';
import { common } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { openSection, signInToStudio, studio, type StudioSection } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-a11y-admin', password: 'a long a11y password 1' };
const SECTIONS: StudioSection[] = ['inbox', 'services', 'projects', 'products', 'media', 'accounts', 'audit', 'password'];

test.beforeAll(() => createStaffAccount(ADMIN));

for (const lang of ['en', 'ku'] as const) {
  test(`axe finds nothing on every section of the studio and on an open editor (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInToStudio(page, lang, ADMIN);
    await expectNoA11yViolations(page, `/staff signed in (${lang})`);
    for (const section of SECTIONS) {
      await openSection(page, lang, section);
      await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page, `/staff ${section} (${lang})`);
    }
    await openSection(page, lang, 'projects');
    await page
      .getByTestId('staff-content-row')
      .first()
      .getByRole('button', { name: new RegExp(`^${studio[lang].content.edit}`) })
      .click();
    const editor = page.getByTestId('staff-editor');
    await expect(editor.getByRole('tab').first()).toBeVisible();
    // Each text box written in one language is laid out in it, whatever the studio's: not only its dir attribute, the
    // direction it is drawn in (antd's own RTL class once turned the Kurdish studio's English and path boxes around).
    const boxes = await editor
      .locator('input[dir], textarea[dir]')
      .evaluateAll((all) => all.map((box) => [box.getAttribute('dir'), getComputedStyle(box).direction]));
    expect(boxes.filter(([dir]) => dir === 'ltr').length, 'English and path boxes in the editor').toBeGreaterThan(2);
    for (const [dir, direction] of boxes) expect(direction, `a box with dir="${dir}"`).toBe(dir);
    // A code the project keeps is named as the public pages name it, in the studio's language.
    const statusNames = Object.values(common[lang].statuses);
    const status = editor.locator('.ant-form-item').filter({ has: page.getByText(studio[lang].content.fields.status, { exact: true }) });
    expect(statusNames).toContain(await status.locator('.ant-select-content, .ant-select-selection-item').first().textContent());
    await status.getByRole('combobox').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-content')).toHaveText(statusNames);
    await page.keyboard.press('Escape');
    // The sector is a code of the project's own (a box offering the site's sectors: a combobox), written under its box
    // as the public pages name it.
    const sectorBoxes = page.getByRole('combobox', { name: studio[lang].content.fields.sector, exact: true });
    const sectorBox = editor.locator(sectorBoxes);
    const sector = editor.locator('.ant-form-item').filter({ has: sectorBoxes });
    const shownAs = (name: string) => studio[lang].content.fields.sectorShownAs.replace('{{name}}', name);
    const code = await sectorBox.inputValue();
    expect(Object.keys(common[lang].sectors)).toContain(code);
    await expect(sector.locator('.ant-form-item-extra')).toHaveText(shownAs(common[lang].sectors[code as keyof (typeof common)['en']['sectors']]));
    for (const tab of ['texts', 'gallery', 'statistics', 'interviews', 'history'] as const) {
      await editor.getByRole('tab', { name: studio[lang].content.tabs[tab] }).click();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page, `/staff project editor, ${tab} (${lang})`);
    }
    await page.getByTestId('staff-publish-open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, `/staff publish dialog (${lang})`);
    // A sector the site does not list is named as written, capitalised, as soon as it is typed (never saved here: an
    // edited form cannot be published until it is).
    await page.keyboard.press('Escape');
    await editor.getByRole('tab', { name: studio[lang].content.tabs.texts }).click();
    await sectorBox.fill('mining');
    await expect(sector.locator('.ant-form-item-extra')).toHaveText(shownAs('Mining'));
  });
}

test('switching the language turns the studio right to left, in Sorani, with nothing reloaded', async ({ page }) => {
  await signInToStudio(page, 'en', ADMIN);
  await openSection(page, 'en', 'products');
  const menu = page.getByRole('navigation', { name: studio.en.nav }).locator('.ant-menu');
  await expect(menu).not.toHaveClass(/ant-menu-rtl/);
  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const kuMenu = page.getByRole('navigation', { name: studio.ku.nav }).locator('.ant-menu');
  await expect(kuMenu).toHaveClass(/ant-menu-rtl/);
  await expect(kuMenu.getByRole('menuitem', { name: studio.ku.sections.products })).toBeVisible();
  // Still signed in, on the same section: the language changed in place.
  await expect(page.getByTestId('staff-bar')).toContainText(ADMIN.username);
  await expect(page.getByTestId('staff-content-products')).toBeVisible();
  await expect(page).toHaveURL(/lang=ku/);
  await expect(page.locator('.ant-table-rtl')).toHaveCount(1);
});
