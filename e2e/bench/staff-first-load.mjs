#!/usr/bin/env node
// The staff area's own first load: what a first-time browser downloads at /staff before signing in (the sign-in form,
// which the public pages' remote already carries), and what signing in adds (the studio's chunk: antd's layout,
// tables, forms…), JS gzip. Starts the site as `npm start` serves it on a database of its own, with a staff account made
// by user:create. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sqlite = path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-staff-bench-')), 'site.sqlite');
const account = { username: 'bench-staff', password: 'a long bench password 1' };
const kb = (bytes) => (bytes / 1024).toFixed(1);

const site = await startSite(rootDir, { SQLITE_PATH: sqlite, DATABASE_URL: '' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const made = spawnSync(process.execPath, ['dist/users/user-create-command.js', account.username], {
    cwd: path.join(rootDir, 'api'),
    input: `${account.password}\n`,
    env: { ...process.env, SQLITE_PATH: sqlite, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`user:create failed: ${made.stderr}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const js = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (body) js.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${site.url}/staff?lang=en`, { waitUntil: 'networkidle' });
  await page.getByLabel('Username').waitFor();
  await page.waitForLoadState('networkidle');
  const before = js.reduce((sum, file) => sum + file.gzip, 0);
  const beforeCount = js.length;
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('staff-studio').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const after = js.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`Staff area first load (JS gzip): /staff before sign-in ${kb(before)} KB in ${beforeCount} files;`);
  console.log(`signing in adds the studio: +${kb(after - before)} KB in ${js.length - beforeCount} files; in all ${kb(after)} KB.`);
} finally {
  await browser.close();
  await site.stop();
}
