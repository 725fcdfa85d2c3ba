#!/usr/bin/env node
// First-load budget: what a first-time visitor's browser downloads for each route, JS in detail, against its budget.
// Starts the site as `npm start` serves it (builds must exist), drives Debian Chromium, prints a table.
// Gzip bytes are measured by gzipping each body at level 9 (the gateway may send brotli, reported as "sent").
// BENCH_BASELINE_REF=<commit> measures that commit's site too (baseline-checkout.mjs), and prints before → now.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { baselineCheckout } from './baseline-checkout.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES = ['/', '/about', '/services', '/projects', '/products', '/contact'];
// Each page in both languages: a page downloads its own language's texts only, and the Kurdish ones are the larger.
const PAGES = [...ROUTES, ...ROUTES.map((route) => `${route}?lang=ku`)];
// `/` carries the whole layout plus home and the catalogue's sections; every other route may take a little more.
const BUDGET_KB = 200;
const ROUTE_BUDGET_KB = 230;
const budgetFor = (pagePath) => (new URL(pagePath, 'http://site').pathname === '/' ? BUDGET_KB : ROUTE_BUDGET_KB);
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

if (!existsSync(path.join(rootDir, 'shell', 'dist', 'index.html'))) {
  console.error('shell/dist/index.html is missing: run `npm run build` at the repository root first.');
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, baseUrl, pagePath) {
  // A fresh context is a first-time visitor: empty cache, nothing stored.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
  await page
    .locator('[data-testid="hero"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {
      console.warn(`warning: no hero appeared on ${pagePath}`);
    });
  await page.waitForLoadState('networkidle');

  const js = [];
  let allCount = 0;
  let allSent = 0;
  let allRaw = 0;
  for (const response of responses) {
    const request = response.request();
    if (response.status() >= 300 && response.status() < 400) continue;
    const sizes = await request.sizes().catch(() => null);
    const body = await response.body().catch(() => null);
    const raw = body?.length ?? 0;
    const sent = sizes ? sizes.responseBodySize : raw;
    allCount += 1;
    allSent += sent;
    allRaw += raw;
    const isJs = request.resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isJs) js.push({ url: new URL(response.url()).pathname, raw, gzip: body ? gzipSync(body, { level: 9 }).length : 0, sent });
  }
  await context.close();
  const sum = (key) => js.reduce((total, file) => total + file[key], 0);
  return { path: pagePath, js, jsCount: js.length, jsRaw: sum('raw'), jsGzip: sum('gzip'), jsSent: sum('sent'), allCount, allRaw, allSent };
}

function printTable(results) {
  const rows = [['page', 'JS requests', 'JS raw KB', 'JS gzip KB', 'budget KB', 'verdict', 'JS sent KB', 'all requests', 'all raw KB', 'all sent KB']];
  for (const r of results) {
    const budget = budgetFor(r.path);
    rows.push([
      r.path,
      String(r.jsCount),
      kb(r.jsRaw),
      kb(r.jsGzip),
      String(budget),
      r.jsGzip / 1024 <= budget ? 'within' : 'OVER',
      kb(r.jsSent),
      String(r.allCount),
      kb(r.allRaw),
      kb(r.allSent),
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

const baselineRef = process.env.BENCH_BASELINE_REF;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** Every page of one site, as a first-time visitor loads it. */
async function measureSite(root) {
  const site = await startSite(root);
  try {
    const results = [];
    for (const pagePath of PAGES) results.push(await measure(browser, site.url, pagePath));
    return results;
  } finally {
    await site.stop();
  }
}
try {
  const before = baselineRef ? await measureSite(baselineCheckout(rootDir, baselineRef)) : null;
  const results = await measureSite(rootDir);

  for (const r of results) {
    console.log(`\nJS downloaded on first load of ${r.path}:`);
    for (const file of [...r.js].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.raw).padStart(8)} KB raw  ${file.url}`);
    }
  }
  console.log('\nFirst-load totals (raw = decoded bytes, gzip = each body gzipped at level 9, sent = bytes on the wire as served):');
  printTable(results);
  console.log('');
  for (const r of results) {
    const budget = budgetFor(r.path);
    const verdict = r.jsGzip / 1024 <= budget ? 'within' : 'OVER';
    console.log(`Budget: first-load JS of ${r.path} is ${kb(r.jsGzip)} KB gzip, ${verdict} the target of ${budget} KB.`);
  }
  if (before) {
    console.log(`\nFirst-load JS, gzip KB, ${baselineRef} → now:`);
    for (const [index, r] of results.entries()) {
      const was = before[index];
      console.log(`  ${r.path.padEnd(18)} ${kb(was.jsGzip).padStart(7)} → ${kb(r.jsGzip).padStart(7)}  (${was.jsCount} → ${r.jsCount} files)`);
    }
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ budgetKb: BUDGET_KB, routeBudgetKb: ROUTE_BUDGET_KB, results, before }, null, 2)}\n`);
} finally {
  await browser.close();
}
