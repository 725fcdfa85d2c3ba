// One Lighthouse 12 run: the CLI fetched by `npx lighthouse@12` (npm's cache, outside the workspace: Lighthouse is
// no dependency of the repository), driving Debian's Chromium. Each run launches its own Chromium with a fresh
// temporary profile (Lighthouse's default), so no cookie, storage or cache carries over: the `?lang=` a run asks
// for is remembered in a cookie, which must not leak into the next run.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const PACKAGE = 'lighthouse@12';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Fetches Lighthouse through npx once (later calls find it in npm's cache) and returns its CLI script, so each run
 * starts Node on it directly instead of paying npx's own start-up every time.
 * @returns {{ cli: string, version: string }}
 */
export function locateLighthouse() {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const bin = execFileSync(npx, ['--yes', '-p', PACKAGE, '-c', 'command -v lighthouse'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const cli = realpathSync(bin);
  if (!existsSync(cli)) throw new Error(`npx found no lighthouse CLI for ${PACKAGE}`);
  const version = execFileSync(process.execPath, [cli, '--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('12.')) throw new Error(`expected Lighthouse 12, npx gave ${version} (${path.dirname(cli)})`);
  return { cli, version };
}

/**
 * @typedef {object} RunFigures
 * @property {number} performance 0–100, likewise the other three categories
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcpMs largest contentful paint (simulated throttling)
 * @property {number} cls cumulative layout shift, unitless
 * @property {number} tbtMs total blocking time
 * @property {string[]} failedAudits ids of the accessibility, best-practices and SEO audits that did not pass
 * @property {string | null} lcpElement what Lighthouse names as the LCP element
 * @property {string[]} shifted the largest layout shifts and what moved
 */

/**
 * @param {string} cli from locateLighthouse()
 * @param {string} url
 * @param {'desktop' | 'mobile'} formFactor mobile is Lighthouse's default (Moto G Power, simulated slow 4G)
 * @param {(child: import('node:child_process').ChildProcess) => void} [onStart] gets the Lighthouse process, so an
 *   interrupted bench can stop it (SIGINT: Lighthouse then closes its Chromium, which it started detached)
 * @returns {Promise<RunFigures>}
 */
export function runLighthouse(cli, url, formFactor, onStart) {
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    `--only-categories=${CATEGORIES.join(',')}`,
    // Work that feeds no figure here: the full-page screenshot, and performance diagnostics of weight 0 (no score
    // moves) whose gathering costs a second or two a run (a back/forward navigation, re-encoding every image).
    '--disable-full-page-screenshot',
    '--skip-audits=bf-cache,uses-optimized-images,modern-image-formats,script-treemap-data',
    '--quiet',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`lighthouse on ${url} failed: ${error.message}\n${stderr}`));
        try {
          resolve(figuresOf(JSON.parse(stdout), url));
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
    onStart?.(child);
  });
}

/** @param {any} report a Lighthouse JSON report @param {string} url */
function figuresOf(report, url) {
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (/** @type {string} */ id) => {
    const value = report.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`lighthouse on ${url}: no ${id} score`);
    return value * 100;
  };
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    report.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    failedAudits,
    lcpElement: lcpItem?.node?.selector ?? lcpItem?.node?.snippet ?? null,
    shifted: shifts
      .filter((item) => item.score >= 0.0005)
      .slice(0, 3)
      .map((item) => `${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`),
  };
}
