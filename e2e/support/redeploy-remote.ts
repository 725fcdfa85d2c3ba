// Builds a copy of one remote's workspace with a changed source file, the way its team would ship a new
// version: same toolchain (the root's rspack and the workspace's own rspack.config), nothing else rebuilt.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { copyRemoteWorkspace, type RemoteCopy } from './remote-copy.ts';

export interface RedeployedRemote {
  /** The copy; `remove()` it when done. */
  copy: RemoteCopy;
  dist: string;
}

/**
 * @param rootDir repository root
 * @param workspace e.g. 'mfe-contact'
 * @param patch relative file inside the workspace and a function that rewrites its text
 */
export function buildPatchedRemote(rootDir: string, workspace: string, patch: { file: string; change: (source: string) => string }): RedeployedRemote {
  const copy = copyRemoteWorkspace(rootDir, workspace);
  try {
    copy.edit(patch.file, patch.change);
    execFileSync(process.execPath, [path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
      cwd: copy.dir,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 240_000,
    });
    const dist = path.join(copy.dir, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`the rebuilt ${workspace} has no dist/remoteEntry.js`);
    return { copy, dist };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
