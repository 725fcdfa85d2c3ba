// The staff area's antd facade (kit antd/antd-staff): loaded on first use, not with every page, and provided by the
// shell's build as well, so the studio's components read the page's ConfigProvider (kit README, "antd components").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from '../support/page-problems.ts';
import { expectHero } from '../support/site-page.ts';
import { LANGS, routeFor } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { openSection, signInToStudio, studio } from '../support/staff-studio.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kitDir = path.join(rootDir, 'packages', 'kit');
const kitVersion = (JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as { version: string }).version;
const FACADE = '@azmar/kit/antd/antd-staff';
const ADMIN = { username: 'e2e-antd-admin', password: 'a long antd password 1' };

test.beforeAll(() => createStaffAccount(ADMIN));

/** The dialogs' close label (antd's English locale, the kit's Sorani one) and the brand colour, from their sources. */
function expectations() {
  const enUS = createRequire(import.meta.url)('antd/lib/locale/en_US').default as { global: { close: string } };
  const ckbClose = /close:\s*'([^']+)'/.exec(readFileSync(path.join(kitDir, 'src', 'antd', 'antd-locale-ckb.ts'), 'utf8'))?.[1];
  const primaryHex = /primary:\s*'#([0-9a-f]{6})'/i.exec(readFileSync(path.join(kitDir, 'src', 'theme', 'theme.ts'), 'utf8'))?.[1];
  if (!ckbClose || !primaryHex) throw new Error('cannot read the Sorani "close" text or the brand colour from the kit');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(primaryHex.slice(i, i + 2), 16));
  return { close: { en: enUS.global.close, ku: ckbClose }, primary: `rgb(${r}, ${g}, ${b})` };
}

/** Which app each loaded version of a shared module came from. */
async function loadedFrom(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Share = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
      .__FEDERATION__;
    const found = new Set<string>();
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [version, info] of Object.entries(scope[name] ?? {})) {
          if (info.loaded || info.loading || typeof info.lib === 'function') found.add(`${version} from ${info.from}`);
        }
      }
    }
    return [...found];
  }, pkg);
}

test('the first load of / downloads no antd: neither the staff area’s facade nor the provider’s', async ({ page }) => {
  await page.goto('/');
  // Waits for the page's code and the network: what the browser loaded is read once it has loaded everything.
  await expectHero(page, routeFor('/').hero.en);
  await page.waitForLoadState('networkidle');
  expect(await loadedFrom(page, FACADE)).toEqual([]);
  expect(await loadedFrom(page, '@azmar/kit/theme/antd-facade')).toEqual([]);
});

for (const lang of LANGS) {
  test(`the studio’s antd components read the shell’s provider: the page’s direction, locale and theme (${lang})`, async ({ page }) => {
    const { close, primary } = expectations();
    await signInToStudio(page, lang, ADMIN);
    // From here: before the sign-in, the page's check of a session is answered 401, as it should.
    const problems = watchProblems(page);
    // A dialog of the accounts section: its close button is labelled by antd's locale, its OK button has the theme's colour.
    await openSection(page, lang, 'accounts');
    await page.getByRole('button', { name: `${studio[lang].accounts.resetPassword}: ${ADMIN.username}` }).click();
    const dialog = page.locator('.ant-modal-wrap').filter({ has: page.getByRole('dialog') });
    await expect(dialog.locator('.ant-modal-close')).toHaveAttribute('aria-label', close[lang]);
    await expect(dialog.locator('.ant-btn-primary')).toHaveCSS('background-color', primary);
    if (lang === 'ku') await expect(dialog).toHaveClass(/ant-modal-wrap-rtl/);
    else await expect(dialog).not.toHaveClass(/ant-modal-wrap-rtl/);
    // One copy of the components for the page, and the shell's provider: without the shell's reference to the facade
    // (bootstrap.tsx) the same dialog showed antd's English "Close" and antd's blue (checked).
    expect(await loadedFrom(page, FACADE)).toHaveLength(1);
    expect(await loadedFrom(page, '@azmar/kit/theme/antd-facade')).toEqual([`${kitVersion} from shell`]);
    expect(await loadedFrom(page, '@azmar/kit/theme/kit-provider.tsx')).toEqual([`${kitVersion} from shell`]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
}
