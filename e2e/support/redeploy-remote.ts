// Builds a copy of one remote's workspace with a changed source file, the way its team would ship a new
// version: same toolchain (the root's rspack and the workspace's own rspack.config), nothing else rebuilt.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RedeployedRemote {
  /** The copy's root; remove it when done. */
  tempRoot: string;
  dist: string;
}

/**
 * @param rootDir repository root
 * @param workspace e.g. 'mfe-contact'
 * @param patch relative file inside the workspace and a function that rewrites its text
 */
export function buildPatchedRemote(rootDir: string, workspace: string, patch: { file: string; change: (source: string) => string }): RedeployedRemote {
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'azmar-redeploy-'));
  // Mirror the repository layout so relative paths in the workspace's config keep working.
  for (const shared of ['node_modules', 'packages']) symlinkSync(path.join(rootDir, shared), path.join(tempRoot, shared));
  for (const file of ['package.json', 'tsconfig.base.json']) {
    if (existsSync(path.join(rootDir, file))) cpSync(path.join(rootDir, file), path.join(tempRoot, file));
  }
  const source = path.join(rootDir, workspace);
  const copy = path.join(tempRoot, workspace);
  cpSync(source, copy, {
    recursive: true,
    filter: (from) => {
      const relative = path.relative(source, from).split(path.sep)[0];
      return relative !== 'dist' && relative !== 'node_modules';
    },
  });
  if (existsSync(path.join(source, 'node_modules'))) symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));

  const patched = path.join(copy, patch.file);
  const before = readFileSync(patched, 'utf8');
  const after = patch.change(before);
  if (after === before) throw new Error(`the patch did not change ${patch.file}`);
  writeFileSync(patched, after);

  execFileSync(process.execPath, [path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 240_000,
  });
  const dist = path.join(copy, 'dist');
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`the rebuilt ${workspace} has no dist/remoteEntry.js`);
  return { tempRoot, dist };
}
