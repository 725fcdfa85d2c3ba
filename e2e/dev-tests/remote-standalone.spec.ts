// `npm run dev -w mfe-catalogue`: the remote alone on its dev port, mounted without the shell, for its team.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { watchProblems } from '../support/page-problems.ts';
import { expectDocumentLanguage, expectSameDocument, markDocument } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';
import { startApiProcess } from '../../scripts/start/api-process.mjs';
import { assertPortsFree, startDevProcess, waitForHttp, type DevProcess } from './support/dev-process.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CATALOGUE = SITE_REMOTES.find((remote) => remote.name === 'mfe-catalogue')!;
const ORIGIN = `http://localhost:${CATALOGUE.devPort}`;
let dev: DevProcess | null = null;
let api: Awaited<ReturnType<typeof startApiProcess>> = null;
let dataDir: string | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await assertPortsFree([CATALOGUE.devPort]);
  // The team runs the API beside its remote (the lists come from it): here the built API on a throw-away database.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-standalone-e2e-'));
  api = await startApiProcess({ apiDir: path.join(rootDir, 'api'), env: { ...process.env, SQLITE_PATH: path.join(dataDir, 'site.sqlite') }, log: () => {} });
  if (!api) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  dev = startDevProcess('npm', ['run', 'dev', '-w', CATALOGUE.name], { cwd: rootDir, env: { API_URL: api.url } });
  await waitForHttp(`${ORIGIN}/remoteEntry.js`, dev);
});

test.afterAll(async () => {
  await dev?.stop();
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The standalone page has no shell: the remote's hero is the page's own, under the remote's dev bar. */
function standaloneHero(page: Page) {
  return page.locator('#root [data-testid="hero"]');
}

async function expectStandaloneHero(page: Page, texts: { title: string; subtitle: string }) {
  await expect(standaloneHero(page).locator('h1')).toHaveText(texts.title);
  await expect(standaloneHero(page).locator('p').first()).toHaveText(texts.subtitle);
}

async function expectNoShell(page: Page) {
  await expect(page.locator('.kit-standalone-bar')).toBeVisible();
  // The shell's layout: its top bar (not any <header>: a section's heading is one), its main landmark and the outlet it
  // mounts remotes in.
  await expect(page.locator('header.top-bar')).toHaveCount(0);
  await expect(page.locator('#main-content')).toHaveCount(0);
  await expect(page.locator('#remote-outlet')).toHaveCount(0);
}

test('/services alone: the catalogue hero without the shell, and the page switch turns it Kurdish and right-to-left', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${ORIGIN}/services`);
  await expectStandaloneHero(page, routeFor('/services').hero.en);
  await expectNoShell(page);
  await expectDocumentLanguage(page, 'en');
  // Its list comes from the API through the remote's own dev server.
  await expect(page.locator('[data-content-list="services"] .content-grid__card').first()).toBeVisible();
  await markDocument(page);

  await page.locator('.kit-standalone-bar').getByTestId('language-toggle').click();
  await expectDocumentLanguage(page, 'ku');
  await expectStandaloneHero(page, routeFor('/services').hero.ku);

  await page.locator('.kit-standalone-bar').getByTestId('language-toggle').click();
  await expectDocumentLanguage(page, 'en');
  await expectStandaloneHero(page, routeFor('/services').hero.en);
  await expectSameDocument(page);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});

test("/products alone, and the dev bar moves between the remote's routes without a reload", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${ORIGIN}/products`);
  await expectStandaloneHero(page, routeFor('/products').hero.en);
  await expectNoShell(page);
  await markDocument(page);

  await page.locator('.kit-standalone-bar nav').getByRole('link', { name: common.en.nav.projects }).click();
  await expect(page).toHaveURL(`${ORIGIN}/projects`);
  await expectStandaloneHero(page, routeFor('/projects').hero.en);
  await page.locator('.kit-standalone-bar nav').getByRole('link', { name: common.en.nav.services }).click();
  await expectStandaloneHero(page, routeFor('/services').hero.en);
  await expectSameDocument(page);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
