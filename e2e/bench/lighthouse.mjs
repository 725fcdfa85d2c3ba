#!/usr/bin/env node
// `npm run bench -w e2e` (part of the root `npm run bench`): Lighthouse 12 on every route of the manifest, in both
// languages (en: `/route`, ku: `/route?lang=ku`), with the desktop and the mobile preset, RUNS times each (3 unless
// set), against the site as `npm start` serves it (the builds must exist). Prints one table of the medians of
// performance, accessibility, best practices, SEO, LCP, CLS and TBT, each marked against issue 11's targets;
// `--json FILE` also writes every run and median.
// Env to narrow a run: RUNS, ROUTES (e.g. `/,/contact`), LANGS (`en,ku`), FORM_FACTORS (`desktop,mobile`).
// BENCH_BASELINE_REF=<commit> measures that commit's site too (baseline-checkout.mjs builds it), its runs interleaved
// with this tree's, and prints a before-and-after table: "no worse" as a figure rather than a reading of two benches.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { baselineCheckout } from './baseline-checkout.mjs';
import { formatComparison, formatTable, meets, meetsEvery, medians, METRICS, targetsFor } from './lighthouse-figures.mjs';
import { locateLighthouse, runLighthouse } from './lighthouse-cli.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const list = (/** @type {string | undefined} */ value, /** @type {string[]} */ all) => (value ? value.split(',').map((item) => item.trim()) : all);
const runs = Number(process.env.RUNS ?? 3);
const routes = list(
  process.env.ROUTES,
  MENU_ROUTES.map((route) => route.path),
);
const languages = list(process.env.LANGS, ['en', 'ku']);
const formFactors = /** @type {('desktop' | 'mobile')[]} */ (list(process.env.FORM_FACTORS, ['desktop', 'mobile']));
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a whole number ≥ 1, not ${process.env.RUNS}`);
for (const route of routes) if (!MENU_ROUTES.some((known) => known.path === route)) throw new Error(`${route} is not a page of the menu`);
for (const language of languages) if (language !== 'en' && language !== 'ku') throw new Error(`LANGS: ${language} is neither en nor ku`);
for (const formFactor of formFactors) if (formFactor !== 'desktop' && formFactor !== 'mobile') throw new Error(`FORM_FACTORS: ${formFactor}?`);
if (!existsSync(path.join(rootDir, 'shell', 'dist', 'index.html'))) {
  console.error('shell/dist/index.html is missing: run `npm run build` at the repository root first.');
  process.exit(1);
}

const BASELINE_REF = process.env.BENCH_BASELINE_REF;
const builds = [
  ...(BASELINE_REF ? [{ name: `before (${BASELINE_REF})`, dir: baselineCheckout(rootDir, BASELINE_REF) }] : []),
  { name: BASELINE_REF ? 'now' : '', dir: rootDir },
];
const { cli, version } = locateLighthouse();
const configurations = builds.flatMap((build) =>
  routes.flatMap((route) => languages.flatMap((language) => formFactors.map((formFactor) => ({ build: build.name, route, language, formFactor })))),
);
/** @type {Map<(typeof configurations)[number], import('./lighthouse-cli.mjs').RunFigures[]>} */
const figures = new Map(configurations.map((configuration) => [configuration, []]));
/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const retries = [];
// A run whose trace Lighthouse could not use is made again, up to twice (two in a row were seen once in 72 runs).
const ATTEMPTS = 3;
const RECORDING_FAULT = /\((NO_NAVSTART|NO_TRACING_STARTED)\)|Please run Lighthouse again/;

console.log(`Lighthouse ${version}: ${configurations.length} configurations × ${runs} runs = ${configurations.length * runs} runs, one after another`);
// Ctrl-C or SIGTERM: stop the running Lighthouse (which closes its Chromium), stop the site, print what was measured.
/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill('SIGINT');
  });
}
// Every build's site is up for the whole bench, so their runs can alternate (an idle site only checks its remotes every 2 s).
const sites = new Map();
for (const build of builds) sites.set(build.name, await startSite(build.dir));
const started = Date.now();
try {
  // Round after round rather than one configuration's runs back to back, so a slow spell of the machine spreads
  // over every configuration instead of skewing one.
  for (let round = 1; round <= runs && !interrupted; round += 1) {
    for (const configuration of configurations) {
      if (interrupted) break;
      const { build, route, language, formFactor } = configuration;
      const url = `${sites.get(build).url}${route}${language === 'ku' ? '?lang=ku' : ''}`;
      const label = `${round}/${runs} ${build ? `${build} ` : ''}${formFactor.padEnd(7)} ${language} ${route}`;
      for (let attempt = 1; attempt <= ATTEMPTS && !interrupted; attempt += 1) {
        try {
          const result = await runLighthouse(cli, url, formFactor, (child) => (current = child));
          figures.get(configuration)?.push(result);
          console.log(
            `${label}  perf ${Math.round(result.performance)}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  (${Math.round((Date.now() - started) / 1000)} s)`,
          );
          break;
        } catch (error) {
          if (interrupted) break;
          const message = error instanceof Error ? error.message : String(error);
          // Lighthouse itself asks for another run when its trace of the load is unusable (NO_NAVSTART, seen about one
          // run in 20 with Debian's Chromium): that is a fault of the recording, not a figure of the page.
          const retried = attempt < ATTEMPTS && RECORDING_FAULT.test(message);
          if (retried) retries.push(`${label}: ${/\(([A-Z_]+)\)/.exec(message)?.[1] ?? 'the trace was unusable'}`);
          else failures.push(`${label}: ${message}`);
          console.log(`${label}  failed${retried ? ', run again' : ''}`);
          if (!retried) break;
        }
      }
    }
  }
} finally {
  for (const site of sites.values()) await site.stop();
}

const rows = configurations.map((configuration) => {
  const results = figures.get(configuration) ?? [];
  return { ...configuration, runs: results.length, median: medians(results), results };
});
if (interrupted) console.log('\nInterrupted: the figures below are of the runs that finished.');
console.log(`\nLighthouse ${version}, ${runs} run(s) each, ${Math.round((Date.now() - started) / 1000)} s in all (LCP and TBT simulated by Lighthouse):\n`);
for (const build of builds) {
  if (build.name) console.log(`\n${build.name}:`);
  console.log(formatTable(rows.filter((row) => row.build === build.name)));
}
if (BASELINE_REF) {
  const [before, now] = builds.map((build) => rows.filter((row) => row.build === build.name));
  console.log(
    `\nBefore → now, the median of each with the middle half of its runs [in brackets]; a figure is worse beyond the noise\n` +
      `when now's middle half lies wholly on the worse side of the baseline's:\n\n${formatComparison(before ?? [], now ?? [])}`,
  );
}

// What to look at where a target is missed: the audits that failed and what shifted or painted last.
for (const row of rows) {
  const targets = targetsFor(row.formFactor);
  const missed = METRICS.filter((metric) => meets(row.median[metric] ?? NaN, targets[metric]) === false);
  if (missed.length === 0 || row.runs === 0) continue;
  const audits = [...new Set(row.results.flatMap((result) => result.failedAudits))];
  const last = row.results.at(-1);
  const notes = [
    audits.length ? `failed audits: ${audits.join(', ')}` : '',
    missed.includes('lcpMs') && last?.lcpElement ? `LCP element: ${last.lcpElement}` : '',
    missed.includes('cls') && last?.shifted.length ? `shifts: ${last.shifted.join('; ')}` : '',
  ].filter(Boolean);
  console.log(
    `  ${row.build ? `${row.build} ` : ''}${row.formFactor} ${row.language} ${row.route} misses ${missed.join(', ')}${notes.length ? `: ${notes.join(' | ')}` : ''}`,
  );
}
for (const retry of retries) console.log(`  run made again (Lighthouse's recording failed): ${retry}`);
for (const failure of failures) console.log(`  run failed: ${failure}`);
for (const build of builds) {
  const own = rows.filter((row) => row.build === build.name);
  const met = own.filter(meetsEvery).length;
  console.log(`${build.name ? `\n${build.name}: ` : '\n'}${met} of ${own.length} configurations meet every target.`);
}

if (jsonOut)
  writeFileSync(
    jsonOut,
    `${JSON.stringify({ lighthouse: version, runs, medianOf: 'each metric on its own', targets: { desktop: targetsFor('desktop'), mobile: targetsFor('mobile') }, rows, failures, retries }, null, 2)}\n`,
  );
process.exit(interrupted ? 130 : failures.length > 0 && rows.every((row) => row.runs === 0) ? 1 : 0);
