#!/usr/bin/env node
// `npm run bench`: builds what the benches measure, then runs every workspace's `bench` script in turn
// (the API's throughput bench, the first-load JS budget). Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const npm = (...args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (process.env.SKIP_BUILD !== '1' && npm('run', 'build', '--workspaces', '--if-present') !== 0) process.exit(1);
let failed = 0;
for (const ws of workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n== bench ${ws}`);
  if (npm('run', 'bench', '-w', ws) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
