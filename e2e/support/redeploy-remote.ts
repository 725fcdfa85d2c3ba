// Builds a copy of one workspace with changed source files, the way its team would ship a new version:
// same toolchain (the root's rspack and the workspace's own rspack.config), nothing else rebuilt.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { copyRemoteWorkspace, type RemoteCopy } from './remote-copy.ts';

export interface RedeployedRemote {
  /** The copy; `remove()` it when done. */
  copy: RemoteCopy;
  dist: string;
}

/** A file of the workspace and how its text changes. */
export interface SourcePatch {
  file: string;
  change: (source: string) => string;
}

/**
 * @param rootDir repository root
 * @param workspace e.g. 'mfe-contact' (or 'shell')
 * @param patch one or more changed files of the workspace
 * @param prepare runs on the copy before the build (e.g. installs a newer kit beside it)
 */
export function buildPatchedRemote(
  rootDir: string,
  workspace: string,
  patch: SourcePatch | SourcePatch[],
  prepare?: (copy: RemoteCopy) => void,
): RedeployedRemote {
  const copy = copyRemoteWorkspace(rootDir, workspace);
  try {
    for (const { file, change } of Array.isArray(patch) ? patch : [patch]) copy.edit(file, change);
    prepare?.(copy);
    execFileSync(process.execPath, [path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
      cwd: copy.dir,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 240_000,
    });
    const dist = path.join(copy.dir, 'dist');
    const entry = workspace === 'shell' ? 'index.html' : 'remoteEntry.js';
    if (!existsSync(path.join(dist, entry))) throw new Error(`the rebuilt ${workspace} has no dist/${entry}`);
    return { copy, dist };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
