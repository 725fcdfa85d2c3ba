#!/usr/bin/env node
// `npm run bench -w e2e` (part of the root `npm run bench`): how long a publish in the staff studio takes to show on
// a public page, server-rendered, on every instance. Two sites (gateway + API each, as `npm start` serves them) share
// one database; visitors keep asking /products?lang=ku on both (so their pages sit in the page caches, the usual
// case); a staff member publishes a new Kurdish title through the first; the time until each instance's page holds
// it is measured. BENCH_PUBLISH_ROUNDS (5) publishes, each timed. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from './site-process.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 5);
const PAGE = '/products?lang=ku';
const ACCOUNT = { username: 'bench-admin', password: 'a long bench password' };
const sqlitePath = path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-publish-bench-')), 'site.sqlite');
const env = { SQLITE_PATH: sqlitePath, DATABASE_URL: '', LOG_LEVEL: 'warn' };

const sites = [await startSite(rootDir, env)];
sites.push(await startSite(rootDir, { ...env, SEED_ON_START: 'never' }));
try {
  const made = spawnSync(process.execPath, ['dist/users/user-create-command.js', ACCOUNT.username], {
    cwd: path.join(rootDir, 'api'),
    input: `${ACCOUNT.password}\n`,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`user:create failed: ${made.stderr}`);
  const base = sites[0].url;
  const origin = new URL(base).origin;
  const signIn = await fetch(`${base}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ACCOUNT),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('azmar_staff='))
    ?.split(';')[0];
  const { csrfToken } = await signIn.json();
  const staff = (method, url, body, extra = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin, 'x-csrf-token': csrfToken, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  // Visitors: each instance's page asked every 100 ms, so it is served from the page cache as on a busy site.
  let visiting = true;
  const visitors = sites.map(async (site) => {
    while (visiting) {
      await fetch(`${site.url}${PAGE}`).then((r) => r.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const times = sites.map(() => []);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const item = (await staff('GET', '/api/staff/content/products/1')).body;
    const title = `ناونیشانی تاقیکردنەوە ${round} ${Date.now()}`;
    const saved = await staff('PUT', '/api/staff/content/products/1', { ...item.draft, titleKu: title }, { 'if-match': String(item.version) });
    const started = performance.now();
    const published = await staff('POST', '/api/staff/content/products/1/publish', { languages: ['ku'] }, { 'if-match': String(saved.body.version) });
    if (published.status !== 200) throw new Error(`publish answered ${published.status}`);
    await Promise.all(
      sites.map(async (site, index) => {
        for (;;) {
          const html = await fetch(`${site.url}${PAGE}`).then((r) => r.text());
          if (html.includes(title)) break;
          if (performance.now() - started > 60_000) throw new Error(`instance ${index + 1} never showed the publish`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        times[index].push(performance.now() - started);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  visiting = false;
  await Promise.all(visitors);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`publish to page (${PAGE}, server-rendered, ${ROUNDS} publishes, two instances on one database, pages cached):`);
  times.forEach((values, index) =>
    console.log(
      `  instance ${index + 1}${index === 0 ? ' (published through)' : ''}: median ${(median(values) / 1000).toFixed(2)} s, max ${(Math.max(...values) / 1000).toFixed(2)} s  [${values.map((v) => (v / 1000).toFixed(2)).join(', ')}]`,
    ),
  );
} finally {
  await Promise.all(sites.map((site) => site.stop()));
}
