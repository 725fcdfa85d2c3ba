#!/usr/bin/env node
// `npm run bench -w e2e` (part of the root `npm run bench`): how many pages a second the site answers as `npm start`
// serves it (the gateway with its render workers; the builds must exist), and how fast, for an operator sizing the
// render workers. Four set-ups, each on a fresh site, asked as a browser asks (br, gzip) unless said otherwise:
//   cached      RENDER_CACHE_MS at its default (5000): most answers come from the gateway's short page cache;
//   cached-raw  the same, asked without compression (each cached page's compressed bytes are made once and
//               kept with it, shell/server/page-encodings.ts; this shows what sending the whole HTML costs);
//   rendered    RENDER_CACHE_MS=0: every answer is a new server render (the worst case: every visitor a new page);
//   static      SERVER_RENDER=off: the shell's static index.html (precompressed), the fallback and the floor.
// BENCH_BASELINE_REF=<commit> measures that commit's site too, in the same run, for a before-and-after table
// (cached and rendered; baseline-checkout.mjs makes and builds it). Beside pages/s, the server's CPU time per page
// (its process tree, from /proc) and the load generator's: on two cores the load generator takes a core of its own.
// Figures are printed, never asserted.
// BENCH_BASELINE_REF=HEAD (a commit measured against its own build) shows the bench's own noise. On this 2-core machine,
// rendered `/contact` with BENCH_ROUNDS=5, the same code came out ×0.97 (0.74–1.17, 15 pairs) in pages/s and ×1.02
// (0.85–1.37) in CPU per page, and in a second run ×1.0 (0.8–1.1) and ×1.06 (0.89–1.30): a before → now figure inside
// that band is no change the bench can see.
// BENCH_ROUNDS=<n> (default 1) measures every set-up n times, on fresh sites, and prints the median of each figure.
// BENCH_SETUPS=<names, comma-separated> (default: all four) and BENCH_PAGES=<paths, comma-separated> measure only
// those.
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
const PAGES = process.env.BENCH_PAGES?.split(',').map((page) => page.trim()) ?? ['/', '/products?lang=ku', '/contact'];
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const ALL_SETUPS = [
  { name: 'cached', env: {}, encodings: BROWSER_ENCODINGS, serverRendered: true },
  { name: 'cached-raw', env: {}, encodings: 'identity', serverRendered: true },
  { name: 'rendered', env: { RENDER_CACHE_MS: '0' }, encodings: BROWSER_ENCODINGS, serverRendered: true },
  { name: 'static', env: { SERVER_RENDER: 'off' }, encodings: BROWSER_ENCODINGS, serverRendered: false },
];
const CHOSEN_SETUPS = process.env.BENCH_SETUPS?.split(',').map((name) => name.trim());
const SETUPS = CHOSEN_SETUPS ? ALL_SETUPS.filter((setup) => CHOSEN_SETUPS.includes(setup.name)) : ALL_SETUPS;
if (SETUPS.length === 0) throw new Error(`BENCH_SETUPS names none of: ${ALL_SETUPS.map((setup) => setup.name).join(', ')}`);
// Written by the server render only (shell/src/render/page-document.ts): tells a rendered page from the static one.
const SERVER_STATE_MARK = 'id="azmar-ssr"';

const load = (/** @type {string} */ url, /** @type {number} */ duration, /** @type {string} */ encodings) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': encodings } });
const fmt = (/** @type {number} */ n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const BASELINE_REF = process.env.BENCH_BASELINE_REF;
const SITES = [
  ...(BASELINE_REF ? [{ name: `before (${BASELINE_REF})`, dir: baselineCheckout(rootDir, BASELINE_REF), setups: ['cached', 'rendered'] }] : []),
  { name: BASELINE_REF ? 'now' : '', dir: rootDir, setups: SETUPS.map((setup) => setup.name) },
];
// With a baseline, both sites run at once (the one not under load idles) and each page is measured in slices of
// BENCH_SLICE_S seconds, before and now in turn (before-now, now-before, ...), so both meet the same machine: this
// machine's speed drifts by a fifth and more from one minute to the next, and two sites measured a minute apart
// compared that drift as much as the code. Each slice's pair gives a ratio; the table gives their median.
// A slice loses at most the renders in flight at its end, a few ms of its 2 s on either site.
const SLICE = Number(process.env.BENCH_SLICE_S ?? 2);
const SLICES = BASELINE_REF ? Math.max(2, Math.round(DURATION / SLICE)) : 1;
const SLICE_DURATION = BASELINE_REF ? SLICE : DURATION;

/** Checks a site's answer before it is measured: a bench of error pages or of the wrong page measures nothing. */
async function checkPage(url, setup) {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200 || html.includes(SERVER_STATE_MARK) !== setup.serverRendered)
    throw new Error(`${setup.name} ${url}: HTTP ${response.status}, server-rendered: ${html.includes(SERVER_STATE_MARK)}`);
}

const rows = [];
/** Per set-up and page: the ratio now / before of each pair of slices. */
const pairRatios = new Map();
/** The same for the server's CPU time per page: what the server spent, whatever the load generator could ask. */
const cpuPairRatios = new Map();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const setup of SETUPS) {
    const builds = SITES.filter((site) => site.setups.includes(setup.name));
    const sites = [];
    try {
      for (const build of builds) sites.push({ build, ...(await startSite(build.dir, setup.env)) });
      for (const page of PAGES) {
        for (const site of sites) {
          await checkPage(`${site.url}${page}`, setup);
          await load(`${site.url}${page}`, WARMUP, setup.encodings);
        }
        const slices = sites.map(() => /** @type {import('autocannon').Result[]} */ ([]));
        // Per slice, the CPU seconds the site under load used, and this process (the load generator) used.
        const cpu = sites.map(() => /** @type {{ server: number, client: number }[]} */ ([]));
        for (let slice = 0; slice < SLICES; slice += 1) {
          const order = slice % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
          for (const index of order) {
            const serverBefore = sites[index].cpuSeconds();
            const clientBefore = process.cpuUsage();
            slices[index].push(await load(`${sites[index].url}${page}`, SLICE_DURATION, setup.encodings));
            const client = process.cpuUsage(clientBefore);
            cpu[index].push({ server: (sites[index].cpuSeconds() ?? NaN) - (serverBefore ?? NaN), client: (client.user + client.system) / 1e6 });
          }
        }
        const cpuMsPerPage = (/** @type {number} */ index, /** @type {number} */ slice, /** @type {'server' | 'client'} */ side) =>
          (1000 * cpu[index][slice][side]) / slices[index][slice].requests.total;
        if (sites.length === 2) {
          const key = `${setup.name}|${page}`;
          const ratios = slices[1].map((now, slice) => now.requests.total / slices[0][slice].requests.total);
          pairRatios.set(key, [...(pairRatios.get(key) ?? []), ...ratios]);
          const cpuRatios = slices[1].map((_now, slice) => cpuMsPerPage(1, slice, 'server') / cpuMsPerPage(0, slice, 'server'));
          cpuPairRatios.set(key, [...(cpuPairRatios.get(key) ?? []), ...cpuRatios]);
        }
        for (const [index, site] of sites.entries()) {
          const results = slices[index];
          const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
          const bytes = results.reduce((sum, result) => sum + result.throughput.total, 0);
          rows.push({
            setup: `${setup.name}${site.build.name ? ` ${site.build.name}` : ''}`,
            page,
            perSecond: requests / (results.length * SLICE_DURATION),
            serverMs: median(results.map((_result, slice) => cpuMsPerPage(index, slice, 'server'))),
            clientMs: median(results.map((_result, slice) => cpuMsPerPage(index, slice, 'client'))),
            // A slice's own percentiles, the median of the slices: the histograms themselves are not kept.
            p50: median(results.map((result) => result.latency.p50)),
            p99: median(results.map((result) => result.latency.p99)),
            failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
            kb: bytes / requests / 1024,
          });
          console.log(`${rows.at(-1).setup.padEnd(10)} ${page.padEnd(18)} ${fmt(rows.at(-1).perSecond)} pages/s`);
        }
      }
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
  }
}

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
  serverMs: median(group.map((row) => row.serverMs)),
  clientMs: median(group.map((row) => row.clientMs)),
  failed: group.reduce((sum, row) => sum + row.failed, 0),
}));
const header = ['set-up', 'page', 'pages/s', 'p50 ms', 'p99 ms', 'KB/page', 'server CPU ms/page', 'load CPU ms/page', 'failed'];
const table = measured.map((row) => [
  row.setup,
  row.page,
  fmt(row.perSecond),
  fmt(row.p50),
  fmt(row.p99),
  fmt(row.kb, 1),
  fmt(row.serverMs, 3),
  fmt(row.clientMs, 3),
  fmt(row.failed),
]);
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
  // On two cores the load generator shares the machine: where its CPU per page nears the server's, pages/s measures
  // it as much as the site, and the server's CPU per page is the figure of the code.
  console.log(
    `\nNow against ${BASELINE_REF}, pages/s and the server's CPU ms per page (× before: the median of the ratios of each pair of slices, their range in brackets):\n`,
  );
  for (const row of measured.filter((each) => each.setup.endsWith(' now'))) {
    const before = measured.find((each) => each.page === row.page && each.setup === row.setup.replace(/ now$/, ` before (${BASELINE_REF})`));
    const ratios = pairRatios.get(`${row.setup.replace(/ now$/, '')}|${row.page}`) ?? [];
    const cpuRatios = cpuPairRatios.get(`${row.setup.replace(/ now$/, '')}|${row.page}`) ?? [];
    if (before && ratios.length)
      console.log(
        `${row.setup.padEnd(12)} ${row.page.padEnd(18)} ${fmt(before.perSecond).padStart(6)} → ${fmt(row.perSecond).padStart(6)}  ` +
          `×${fmt(median(ratios), 2)} (${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}, ${ratios.length} pairs)` +
          `   CPU ${fmt(before.serverMs, 3)} → ${fmt(row.serverMs, 3)} ms  ×${fmt(median(cpuRatios), 2)} (${fmt(Math.min(...cpuRatios), 2)}–${fmt(Math.max(...cpuRatios), 2)})`,
      );
  }
}
