#!/usr/bin/env node
// `npm test`: builds every app (the end-to-end tests run against the production build), runs `npm run lint`
// (counted as one check, row `lint`), then each workspace's own `test` script in turn, and ends with one line
// that sums up every runner's counts and the seconds each took (where CI's time goes). `node scripts/test.mjs lint api`
// runs only the named rows.
// It keeps going after a failing workspace so one run shows every failure, and exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);

/** Runs a command with inherited env, echoing its output while keeping it for the summary, and times it. */
function run(command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        sink.write(chunk);
        output += chunk.toString();
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

// Vitest: "Tests  2 failed | 40 passed (42)"; Playwright: "  40 passed (1.2m)", "  2 failed", "  1 skipped".
function counts(output) {
  const text = stripVTControlCharacters(output);
  const result = { passed: 0, failed: 0, skipped: 0 };
  const vitestLines = text.split('\n').filter((line) => /^\s*Tests\s+\d/.test(line));
  for (const line of vitestLines) {
    for (const [, n, kind] of line.matchAll(/(\d+)\s+(passed|failed|skipped)/g)) result[kind] += Number(n);
  }
  for (const [, n, kind] of text.matchAll(/^\s{2}(\d+)\s+(passed|failed|skipped|flaky)\b/gm)) {
    if (kind === 'flaky') result.failed += Number(n);
    else result[kind] += Number(n);
  }
  return result;
}

const workspaces = rootPkg.workspaces.filter((ws) => only.length === 0 || only.includes(ws));
const rows = [];
let failedWorkspaces = 0;

// Lint alone (`node scripts/test.mjs lint`) needs no build.
if (process.env.SKIP_BUILD !== '1' && workspaces.length > 0) {
  console.log('\n== build (every workspace)');
  const build = await run('npm', ['run', 'build', '--workspaces', '--if-present']);
  if (build.code !== 0) {
    console.error('\nBuild failed: no test was run.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// Lint (ESLint with the import boundaries, then Prettier) passes or fails as a whole: one check.
if (only.length === 0 || only.includes('lint')) {
  console.log('\n== lint');
  const { code, seconds } = await run('npm', ['run', 'lint']);
  if (code !== 0) failedWorkspaces += 1;
  rows.push({ ws: 'lint', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, code, seconds });
}

for (const ws of workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.test) continue;
  console.log(`\n== test ${ws}`);
  const { code, output, seconds } = await run('npm', ['test', '-w', ws]);
  const c = counts(output);
  // A runner that failed without reporting a failed test (a crash, a config error) still counts as a failure.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  if (code !== 0) failedWorkspaces += 1;
  rows.push({ ws, ...c, code, seconds });
}

console.log('\n== summary');
for (const r of rows) {
  console.log(
    `${r.ws.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped ${String(Math.round(r.seconds)).padStart(6)} s${r.code ? '  (exit ' + r.code + ')' : ''}`,
  );
}
const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`Total: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
// CI must run every test: a skipped test there hides what it was meant to show.
const skippedInCi = process.env.CI && total.skipped > 0;
if (skippedInCi) console.error('CI: skipped tests are not allowed; every test must run.');
process.exit(failedWorkspaces > 0 || total.failed > 0 || skippedInCi ? 1 : 0);
