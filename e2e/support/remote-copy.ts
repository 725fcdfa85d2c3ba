// A throw-away copy of one remote's workspace outside the repository (the root's node_modules and packages
// linked, the workspace copied without dist/node_modules), so the copy's own rspack build or dev server
// resolves exactly what the real workspace does while a test edits only the copy: an interrupted test
// never leaves the repository's sources changed.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RemoteCopy {
  /** The copied workspace folder (build or serve it here). */
  dir: string;
  /** The copy's root, holding the links to the repository's node_modules and packages. */
  root: string;
  /** Rewrites a file of the copy; throws if the rewrite changes nothing. */
  edit(file: string, change: (source: string) => string): void;
  /** Adds (or replaces) a file of the copy. */
  write(file: string, text: string): void;
  remove(): void;
}

export function copyRemoteWorkspace(rootDir: string, workspace: string): RemoteCopy {
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), `azmar-${workspace}-`));
  try {
    for (const shared of ['node_modules', 'packages']) symlinkSync(path.join(rootDir, shared), path.join(tempRoot, shared));
    for (const file of ['package.json', 'tsconfig.base.json']) {
      if (existsSync(path.join(rootDir, file))) cpSync(path.join(rootDir, file), path.join(tempRoot, file));
    }
    const source = path.join(rootDir, workspace);
    const dir = path.join(tempRoot, workspace);
    cpSync(source, dir, {
      recursive: true,
      filter: (from) => {
        const first = path.relative(source, from).split(path.sep)[0];
        return first !== 'dist' && first !== 'node_modules';
      },
    });
    if (existsSync(path.join(source, 'node_modules'))) symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
    return {
      dir,
      root: tempRoot,
      edit(file, change) {
        const full = path.join(dir, file);
        const before = readFileSync(full, 'utf8');
        const after = change(before);
        if (after === before) throw new Error(`the edit did not change ${file}`);
        writeFileSync(full, after);
      },
      write(file, text) {
        const full = path.join(dir, file);
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, text);
      },
      remove: () => rmSync(tempRoot, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(tempRoot, { recursive: true, force: true });
    throw error;
  }
}
