#!/usr/bin/env node
// How long a visitor sees the server's page before its code has taken it over: per route, the milliseconds from the
// first contentful paint to the route's remote mounted over the server's HTML (`data-remote-status="mounted"`), on a
// desktop and on a phone as Lighthouse's mobile preset makes one (4x CPU slowdown, its slow-4G network applied by
// DevTools). A figure, never asserted: the aim is at most 150 ms on a desktop and 500 ms on a phone.
// Starts the site as `npm start` serves it (builds must exist). Env: RUNS (default 5), ROUTES (comma list), DEVICES
// (`desktop,mobile`, the default, or one of them).
// `--json FILE` keeps every run. BENCH_BASELINE_REF=<commit> measures that commit's site too (baseline-checkout.mjs
// builds it), run for run in turn with this tree's, and prints each figure before → now.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { baselineCheckout } from './baseline-checkout.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.RUNS ?? 5);
const ROUTES = (process.env.ROUTES ?? '/,/about,/services,/projects,/products,/contact').split(',');
const LANGS = ['en', 'ku'];
const DEVICES = (process.env.DEVICES ?? 'desktop,mobile').split(',');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

/** Lighthouse 12's mobile preset, as DevTools applies it (its "devtools" throttling of slow 4G). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  cpu: 4,
  network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const DESKTOP = { viewport: { width: 1350, height: 940 }, cpu: 1, network: null };

// Runs in the page before its own code: notes when the route's remote says it is mounted. Found by its attribute, not
// by the element's id, which an older baseline build names differently (#remote-slot before 33's renames).
/* global document, window, MutationObserver -- the functions handed to the page run there */
const RECORD_HYDRATION = () => {
  const note = () => {
    const outlet = document.querySelector('[data-remote-status]');
    if (outlet?.getAttribute('data-remote-status') === 'mounted' && !('azmarHydrated' in window)) {
      window.azmarHydrated = performance.now();
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-remote-status'], childList: true });
};

async function measure(browser, url, device) {
  const context = await browser.newContext({ viewport: device.viewport });
  const page = await context.newPage();
  await page.addInitScript(RECORD_HYDRATION);
  const cdp = await context.newCDPSession(page);
  if (device.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpu });
  if (device.network) await cdp.send('Network.emulateNetworkConditions', device.network);
  await page.goto(url, { waitUntil: 'load' });
  // A page whose code never hydrated it within the minute is counted as such, not fatal to the whole table: on a
  // loaded two-core machine with the phone's 4x slowdown one run in many did not finish (seen on /projects).
  const hydrated = await page
    .waitForFunction(() => 'azmarHydrated' in window, null, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (!hydrated) {
    console.warn(`warning: ${url} (${device.cpu > 1 ? 'mobile' : 'desktop'}) was not hydrated within 60 s; the run is left out`);
    await context.close();
    return { fcp: NaN, hydration: NaN, afterPaint: NaN, missed: true };
  }
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydration: window.azmarHydrated,
  }));
  await context.close();
  return { ...figures, afterPaint: figures.hydration - figures.fcp };
}

const median = (all) => {
  const values = all.filter((value) => !Number.isNaN(value));
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const BASELINE_REF = process.env.BENCH_BASELINE_REF;
const builds = [...(BASELINE_REF ? [{ name: 'before', dir: baselineCheckout(rootDir, BASELINE_REF) }] : []), { name: 'now', dir: rootDir }];
const sites = new Map();
for (const build of builds) sites.set(build.name, await startSite(build.dir));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
const runs = [];
try {
  for (const route of ROUTES) {
    for (const lang of LANGS) {
      const row = { route, lang };
      for (const [name, device] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ].filter(([name]) => DEVICES.includes(name))) {
        const url = (build) => `${sites.get(build).url}${route}?lang=${lang}`;
        /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
        const results = Object.fromEntries(builds.map((build) => [build.name, []]));
        // A first visit warms the server's render cache and the machine's file cache; not counted.
        for (const build of builds) await measure(browser, url(build.name), device);
        // Each build's run in turn, so a slow spell of the machine weighs on both alike.
        for (let run = 0; run < RUNS; run += 1) for (const build of builds) results[build.name].push(await measure(browser, url(build.name), device));
        for (const build of builds) {
          runs.push({ build: build.name, route, lang, device: name, results: results[build.name] });
          row[`${build.name} ${name}`] = {
            afterPaint: median(results[build.name].map((result) => result.afterPaint)),
            fcp: median(results[build.name].map((result) => result.fcp)),
          };
        }
      }
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  for (const site of sites.values()) await site.stop();
}

const ms = (value) => String(Math.round(value)).padStart(6);
const mark = (value, aim) => (value <= aim ? ' ' : '!');
const cell = (row, device, aim) => {
  const now = row[`now ${device}`];
  if (!now) return ''.padEnd(BASELINE_REF ? 24 : 16);
  const before = row[`before ${device}`];
  return `${before ? `${ms(before.afterPaint)} →` : ''}${ms(now.afterPaint)}${mark(now.afterPaint, aim)} (${ms(now.fcp)})`;
};
const missed = runs.reduce((count, run) => count + run.results.filter((result) => result.missed).length, 0);
console.log(`\nFirst contentful paint to hydration (ms, median of ${RUNS}); aim: desktop <= 150, mobile <= 500`);
if (missed > 0) console.log(`${missed} run(s) not hydrated within 60 s, left out of the medians (warnings above)`);
if (BASELINE_REF) console.log(`before → now: ${BASELINE_REF} → this tree, run for run in turn; (fcp) of now`);
console.log(`route        lang   desktop (fcp)${BASELINE_REF ? '        ' : ''}        mobile (fcp)`);
for (const row of rows) console.log(`${row.route.padEnd(12)} ${row.lang.padEnd(4)} ${cell(row, 'desktop', 150)}   ${cell(row, 'mobile', 500)}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(runs, null, 2));
