#!/usr/bin/env node
// Lighthouse 12's layout shift (CLS), LCP and performance score of `/` and `/contact`, desktop and mobile.
// Starts the site as `npm start` serves it (builds must exist) and runs the Lighthouse CLI against it with
// Debian's Chromium. Lighthouse is not a dependency of the workspace: it is installed once into a cache
// folder outside the repository (LIGHTHOUSE_DIR, default /tmp/azmar-lighthouse) and reused.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES = ['/', '/contact'];
const FORM_FACTORS = ['desktop', 'mobile'];
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const cacheDir = process.env.LIGHTHOUSE_DIR ?? '/tmp/azmar-lighthouse';
const cli = path.join(cacheDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

if (!existsSync(path.join(rootDir, 'shell', 'dist', 'index.html'))) {
  console.error('shell/dist/index.html is missing: run `npm run build` at the repository root first.');
  process.exit(1);
}
if (!existsSync(cli)) {
  console.log(`installing lighthouse@12 into ${cacheDir} (once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['install', '--prefix', cacheDir, 'lighthouse@12', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(cli)) {
    console.error('cannot install lighthouse@12');
    process.exit(1);
  }
}

/**
 * @param {string} url
 * @param {'desktop' | 'mobile'} formFactor mobile is Lighthouse's default (Moto G Power, simulated slow 4G)
 */
function runLighthouse(url, formFactor) {
  const args = [cli, url, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet', `--chrome-flags=${CHROME_FLAGS}`];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const stdout = execFileSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const report = JSON.parse(stdout.toString('utf8'));
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    score: report.categories.performance.score,
    // What moved, for reading the figure: Lighthouse names the largest shifted elements.
    shifted: shifts
      .filter((item) => item.score >= 0.0005)
      .slice(0, 3)
      .map((item) => ({ score: item.score, node: item.node?.selector ?? item.node?.snippet ?? '?' })),
  };
}

function printTable(results) {
  const rows = [['route', 'form factor', 'CLS', 'LCP ms', 'performance']];
  for (const r of results)
    rows.push([r.route, r.formFactor, r.cls.toFixed(3), String(Math.round(r.lcpMs)), r.score === null ? '-' : String(Math.round(r.score * 100))]);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

const site = await startSite(rootDir);
try {
  const results = [];
  for (const route of ROUTES) {
    for (const formFactor of FORM_FACTORS) {
      const result = runLighthouse(site.url + route, formFactor);
      results.push({ route, formFactor, ...result });
      for (const shift of result.shifted) console.log(`  ${route} ${formFactor}: shift ${shift.score.toFixed(3)} on ${shift.node}`);
    }
  }
  const { version } = JSON.parse(readFileSync(path.join(cacheDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8'));
  console.log(`\nLighthouse ${version} (performance category only; CLS is unitless, LCP is simulated):`);
  printTable(results);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ results }, null, 2)}\n`);
} finally {
  await site.stop();
}
