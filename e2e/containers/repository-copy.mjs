// A copy of the working tree as git sees it (tracked and untracked files, minus what .gitignore ignores): the build
// context of the container test, so that a fresh clone is what gets built and the redeploy's source change never
// touches the real tree.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { output } from './run-command.mjs';

/** @param {string} root the repository */
export function copyRepository(root) {
  const listed = output('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  if (listed === null) throw new Error(`git ls-files failed in ${root}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-containers-'));
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    // Deleted but not yet staged files are still listed.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file), { preserveTimestamps: true });
  }
  return dir;
}

/**
 * Changes one file of the copy and says what it was.
 * @param {string} file
 * @param {(text: string) => string} change
 */
export function editFile(file, change) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the change of ${file} changed nothing`);
  writeFileSync(file, after);
}
