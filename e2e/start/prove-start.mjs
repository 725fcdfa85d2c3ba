#!/usr/bin/env node
// Proves the README's first command on this tree: runs `npm start` (which builds), waits until every route answers
// 200 with its page heading in English and in Kurdish and /api/products answers a list, then stops it and prints
// how long each part took. `.ci/run` runs it on its fresh clone before anything else builds, so a change that breaks
// `npm install && npm start` cannot land. Env: PORT (default 8080), START_TIMEOUT_S (default 900).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachLine } from '../../scripts/line-stream.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 8080);
const timeoutMs = Number(process.env.START_TIMEOUT_S ?? 900) * 1000;
const origin = `http://127.0.0.1:${port}`;

// Each route's <h1> as a visitor reads it (the apps' own texts).
const HEADINGS = {
  '/': { en: 'Building the Future of Kurdistan', ku: 'بنیاتنانی داهاتووی کوردستان' },
  '/about': { en: 'About Azmar Group', ku: 'دەربارەی گرووپی ئەزمەڕ' },
  '/services': { en: 'Our Services', ku: 'خزمەتگوزارییەکانمان' },
  '/projects': { en: 'Our Projects', ku: 'پڕۆژەکانمان' },
  '/products': { en: 'Our Products', ku: 'بەرهەمەکانمان' },
  '/contact': { en: 'Contact Us', ku: 'پەیوەندیمان پێوە بکەن' },
};

const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
let servingAt = 0;
const child = spawn('npm', ['start'], { cwd: rootDir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const lines = [];
const keep = (line) => {
  lines.push(line);
  if (lines.length <= 12) console.log(`  | ${line}`);
  if (line.startsWith('Azmar site: ')) servingAt = Date.now();
};
forEachLine(child.stdout, keep);
forEachLine(child.stderr, keep);
const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** @returns {Promise<string | null>} null while it is not right yet, with the reason kept in `lastProblem` */
let lastProblem = 'no answer yet';
async function check(url, accept) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    if (response.status !== 200) return ((lastProblem = `${url}: ${response.status}`), null);
    const problem = accept(body);
    if (problem) return ((lastProblem = `${url}: ${problem}`), null);
    return body;
  } catch (error) {
    lastProblem = `${url}: ${error instanceof Error ? error.message : String(error)}`;
    return null;
  }
}

function headingOf(html) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? match[1].replace(/<[^>]*>/g, '').trim() : null;
}

const targets = [
  ...Object.entries(HEADINGS).flatMap(([route, byLanguage]) =>
    Object.entries(byLanguage).map(([lang, heading]) => ({
      url: `${origin}${route}?lang=${lang}`,
      accept: (html) => {
        const h1 = headingOf(html);
        return h1?.includes(heading) ? null : `heading ${JSON.stringify(h1)}, expected ${JSON.stringify(heading)}`;
      },
    })),
  ),
  {
    url: `${origin}/api/products`,
    accept: (body) => {
      const list = JSON.parse(body);
      return Array.isArray(list) && list.length > 0 ? null : 'not a non-empty list';
    },
  },
];

let ok = false;
let stillRunning = true;
void exited.then(() => (stillRunning = false));
while (Date.now() - started < timeoutMs && stillRunning) {
  const results = await Promise.all(targets.map(({ url, accept }) => check(url, accept)));
  if (results.every((body) => body !== null)) {
    ok = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

if (stillRunning) process.kill(-child.pid, 'SIGTERM');
const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
if (code === 'timeout') process.kill(-child.pid, 'SIGKILL');

if (ok) {
  const untilServing = servingAt ? `${((servingAt - started) / 1000).toFixed(1)} s to build and listen, ` : '';
  console.log(`npm start served the site: ${untilServing}${seconds(started)} s until every answer below was right`);
  for (const { url } of targets) console.log(`  200 ${url.slice(origin.length)}`);
} else {
  console.error(`npm start did not serve the site within ${seconds(started)} s: ${lastProblem}`);
  console.error(lines.slice(-40).join('\n'));
  process.exit(1);
}
