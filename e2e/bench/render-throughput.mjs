#!/usr/bin/env node
// `npm run bench -w e2e` (part of the root `npm run bench`): how many pages a second the site answers as `npm start`
// serves it (the gateway with its render service in one process; the builds must exist), and how fast, for an
// operator sizing the render service. Four set-ups, each on a fresh site, asked as a browser asks (br, gzip) unless
// said otherwise:
//   cached      RENDER_CACHE_MS at its default (5000): most answers come from the render service's short cache;
//   cached-raw  the same, asked without compression (each cached page's compressed bytes are made once and
//               kept with it, shell/server/page-encodings.mjs; this shows what sending the whole HTML costs);
//   rendered    RENDER_CACHE_MS=0: every answer is a new server render (the worst case: every visitor a new page);
//   static      SERVER_RENDER=off: the shell's static index.html (precompressed), the fallback and the floor.
// BENCH_BASELINE_REF=<commit> measures that commit's site too, in the same run, for a before-and-after table
// (cached and rendered; baseline-checkout.mjs makes and builds it). Figures are printed, never asserted.
// BENCH_ROUNDS=<n> (default 1) measures every set-up n times, the sites in turn, and prints the median of each figure:
// one run of the baseline's single render queue varied by up to a third from the next on this 2-core machine.
// Env: BENCH_CONNECTIONS (10), BENCH_DURATION_S (5), BENCH_WARMUP_S (2).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { baselineCheckout } from './baseline-checkout.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION_S ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_S ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
// The heaviest page of each remote: home with its catalogue sections, a Kurdish list of the API's products, the form.
const PAGES = ['/', '/products?lang=ku', '/contact'];
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const SETUPS = [
  { name: 'cached', env: {}, encodings: BROWSER_ENCODINGS, serverRendered: true },
  { name: 'cached-raw', env: {}, encodings: 'identity', serverRendered: true },
  { name: 'rendered', env: { RENDER_CACHE_MS: '0' }, encodings: BROWSER_ENCODINGS, serverRendered: true },
  { name: 'static', env: { SERVER_RENDER: 'off' }, encodings: BROWSER_ENCODINGS, serverRendered: false },
];
// Written by the server render only (shell server/page-document.ts): tells a rendered page from the static one.
const SERVER_STATE_MARK = 'id="azmar-ssr"';

const load = (/** @type {string} */ url, /** @type {number} */ duration, /** @type {string} */ encodings) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': encodings } });
const fmt = (/** @type {number} */ n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const BASELINE_REF = process.env.BENCH_BASELINE_REF;
const SITES = [
  ...(BASELINE_REF
    ? [
        {
          name: `before (${BASELINE_REF})`,
          dir: baselineCheckout(rootDir, BASELINE_REF),
          setups: SETUPS.filter((setup) => ['cached', 'rendered'].includes(setup.name)),
        },
      ]
    : []),
  { name: BASELINE_REF ? 'now' : '', dir: rootDir, setups: SETUPS },
];
const runs = Array.from({ length: ROUNDS }, () => SITES.flatMap((site) => site.setups.map((setup) => ({ site, setup })))).flat();

const rows = [];
for (const { site: build, setup } of runs) {
  const site = await startSite(build.dir, setup.env);
  try {
    for (const page of PAGES) {
      const url = `${site.url}${page}`;
      // The answer is checked once before it is measured: a bench of error pages or of the wrong page measures nothing.
      const response = await fetch(url);
      const html = await response.text();
      if (response.status !== 200 || html.includes(SERVER_STATE_MARK) !== setup.serverRendered)
        throw new Error(`${setup.name} ${page}: HTTP ${response.status}, server-rendered: ${html.includes(SERVER_STATE_MARK)}`);
      await load(url, WARMUP, setup.encodings);
      const result = await load(url, DURATION, setup.encodings);
      rows.push({
        setup: `${setup.name}${build.name ? ` ${build.name}` : ''}`,
        page,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        kb: result.throughput.average / result.requests.average / 1024,
      });
      console.log(`${rows.at(-1).setup.padEnd(10)} ${page.padEnd(18)} ${fmt(result.requests.average)} pages/s`);
    }
  } finally {
    await site.stop();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** One row per set-up and page: the median of its rounds (failures summed). */
const groups = new Map();
for (const row of rows) groups.set(`${row.setup}|${row.page}`, [...(groups.get(`${row.setup}|${row.page}`) ?? []), row]);
const measured = [...groups.values()].map((group) => ({
  setup: group[0].setup,
  page: group[0].page,
  perSecond: median(group.map((row) => row.perSecond)),
  p50: median(group.map((row) => row.p50)),
  p99: median(group.map((row) => row.p99)),
  kb: median(group.map((row) => row.kb)),
  failed: group.reduce((sum, row) => sum + row.failed, 0),
}));
const header = ['set-up', 'page', 'pages/s', 'p50 ms', 'p99 ms', 'KB/page', 'failed'];
const table = measured.map((row) => [row.setup, row.page, fmt(row.perSecond), fmt(row.p50), fmt(row.p99), fmt(row.kb, 1), fmt(row.failed)]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
const line = (/** @type {string[]} */ cells) =>
  cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log(
  `\nPages answered by the gateway, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up (KB/page as sent)` +
    `${ROUNDS > 1 ? `; median of ${ROUNDS} rounds` : ''}:\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const cells of table) console.log(line(cells));

if (BASELINE_REF) {
  console.log(`\nNow against ${BASELINE_REF}, pages/s (× before):\n`);
  for (const row of measured.filter((each) => each.setup.endsWith(' now'))) {
    const before = measured.find((each) => each.page === row.page && each.setup === row.setup.replace(/ now$/, ` before (${BASELINE_REF})`));
    if (before)
      console.log(
        `${row.setup.padEnd(12)} ${row.page.padEnd(18)} ${fmt(before.perSecond).padStart(6)} → ${fmt(row.perSecond).padStart(6)}  ×${fmt(row.perSecond / before.perSecond, 1)}`,
      );
  }
}
