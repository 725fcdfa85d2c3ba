#!/usr/bin/env node
// How long a visitor sees the server's page before its code has taken it over: per route, the milliseconds from the
// first contentful paint to the route's remote mounted over the server's HTML (`data-remote-status="mounted"`), on a
// desktop and on a phone as Lighthouse's mobile preset makes one (4x CPU slowdown, its slow-4G network applied by
// DevTools). A figure, never asserted: the aim is at most 150 ms on a desktop and 500 ms on a phone.
// Starts the site as `npm start` serves it (builds must exist). Env: RUNS (default 5), ROUTES (comma list).
// `--json FILE` keeps every run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.RUNS ?? 5);
const ROUTES = (process.env.ROUTES ?? '/,/about,/services,/projects,/products,/contact').split(',');
const LANGS = ['en', 'ku'];
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

/** Lighthouse 12's mobile preset, as DevTools applies it (its "devtools" throttling of slow 4G). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  cpu: 4,
  network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const DESKTOP = { viewport: { width: 1350, height: 940 }, cpu: 1, network: null };

// Runs in the page before its own code: notes when the remote's slot says it is mounted.
/* global document, window, MutationObserver -- the functions handed to the page run there */
const RECORD_TAKEOVER = () => {
  const note = () => {
    const slot = document.getElementById('remote-slot');
    if (slot?.getAttribute('data-remote-status') === 'mounted' && !('azmarTakeover' in window)) {
      window.azmarTakeover = performance.now();
    }
  };
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-remote-status'], childList: true });
};

async function measure(browser, url, device) {
  const context = await browser.newContext({ viewport: device.viewport });
  const page = await context.newPage();
  await page.addInitScript(RECORD_TAKEOVER);
  const cdp = await context.newCDPSession(page);
  if (device.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpu });
  if (device.network) await cdp.send('Network.emulateNetworkConditions', device.network);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => 'azmarTakeover' in window, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    takeover: window.azmarTakeover,
  }));
  await context.close();
  return { ...figures, afterPaint: figures.takeover - figures.fcp };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const site = await startSite(rootDir);
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
      ]) {
        const results = [];
        // A first visit warms the server's render cache and the machine's file cache; not counted.
        await measure(browser, `${site.url}${route}?lang=${lang}`, device);
        for (let run = 0; run < RUNS; run += 1) results.push(await measure(browser, `${site.url}${route}?lang=${lang}`, device));
        runs.push({ route, lang, device: name, results });
        row[name] = { afterPaint: median(results.map((result) => result.afterPaint)), fcp: median(results.map((result) => result.fcp)) };
      }
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const ms = (value) => String(Math.round(value)).padStart(6);
console.log(`\nFirst contentful paint to takeover (ms, median of ${RUNS}); aim: desktop <= 150, mobile <= 500`);
console.log('route        lang   desktop (fcp)        mobile (fcp)');
for (const row of rows) {
  const mark = (value, aim) => (value <= aim ? ' ' : '!');
  console.log(
    `${row.route.padEnd(12)} ${row.lang.padEnd(4)} ${ms(row.desktop.afterPaint)}${mark(row.desktop.afterPaint, 150)} (${ms(row.desktop.fcp)})   ${ms(row.mobile.afterPaint)}${mark(row.mobile.afterPaint, 500)} (${ms(row.mobile.fcp)})`,
  );
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(runs, null, 2));
