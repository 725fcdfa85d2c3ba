// A built checkout of an earlier commit, beside this one, for benches that measure before and after in one run
// (BENCH_BASELINE_REF=<commit>). Made once per commit under the system's temp folder: a git worktree, this
// checkout's node_modules copied in (its workspace links are relative, so they point at the old sources), brought to
// the commit's own lockfile when that differs (a package this tree dropped may be one the commit builds with), then
// built.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** @returns {string} the root of the baseline checkout, built */
export function baselineCheckout(rootDir, ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: rootDir, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), `azmar-baseline-${commit}`);
  // Written once the whole build succeeded: a build that failed half way leaves some workspaces' output behind.
  const built = path.join(dir, '.baseline-built');
  if (!existsSync(built)) {
    if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, commit], rootDir);
    for (const modules of ['node_modules', 'e2e/node_modules']) {
      if (existsSync(path.join(rootDir, modules)) && !existsSync(path.join(dir, modules)))
        run('cp', ['-a', path.join(rootDir, modules), path.join(dir, modules)], rootDir);
    }
    const lockfile = (root) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (lockfile(dir) !== lockfile(rootDir)) run('npm', ['install', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'build', '--workspaces', '--if-present'], dir);
    writeFileSync(built, `${commit}\n`);
  }
  return dir;
}
