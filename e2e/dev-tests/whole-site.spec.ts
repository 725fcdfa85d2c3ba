// `npm run dev` at the root (scripts/dev.mjs): every app on its dev port, the shell's dev /remotes.json
// pointing at the remotes' dev servers, the site whole at http://localhost:3000.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { watchProblems } from '../support/page-problems.ts';
import { expectHero, expectSameDocument, mainNav, markDocument } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';
import { assertPortsFree, startDevProcess, waitForHttp, type DevProcess } from './support/dev-process.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = 'http://localhost:3000';
const REMOTE_PORTS = SITE_REMOTES.map((remote) => remote.devPort);
const devEntryOf = (name: string) => SITE_REMOTES.find((remote) => remote.name === name)?.devEntry;
let dev: DevProcess | null = null;
let dataDir: string | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await assertPortsFree([3000, ...REMOTE_PORTS]);
  // The API's dev script runs too; on a throw-away SQLite file, not the developer's api/data.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-dev-e2e-'));
  dev = startDevProcess(process.execPath, ['scripts/dev.mjs'], { cwd: rootDir, env: { SQLITE_PATH: path.join(dataDir, 'site.sqlite') } });
  await waitForHttp(`${SITE}/remotes.json`, dev);
  for (const port of REMOTE_PORTS) await waitForHttp(`http://localhost:${port}/remoteEntry.js`, dev);
  // Home shows the content lists, so the whole site includes the API (through the shell's dev proxy).
  await waitForHttp(`${SITE}/api/health`, dev);
});

test.afterAll(async () => {
  await dev?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the shell on 3000 mounts the home hero from the mfe-home dev server, and its menu reaches the contact hero', async ({ page }) => {
  const problems = watchProblems(page);
  const remoteEntries: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js') && response.ok()) remoteEntries.push(response.url());
  });

  await page.goto(`${SITE}/`);
  // Inside the shell's layout: its top bar with the main menu, the remote in #main-content #remote-outlet.
  await expect(mainNav(page, 'en')).toBeVisible();
  await expectHero(page, routeFor('/').hero.en);
  expect(remoteEntries).toContain(devEntryOf('mfe-home'));
  await markDocument(page);

  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.contact, exact: true }).click();
  // Every link keeps the visitor in their language (issue 32).
  await expect(page).toHaveURL(`${SITE}/contact?lang=en`);
  await expectHero(page, routeFor('/contact').hero.en);
  expect(remoteEntries).toContain(devEntryOf('mfe-contact'));
  await expectSameDocument(page);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
