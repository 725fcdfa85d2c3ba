// Puts a changed copy of the kit beside a workspace copy (its own node_modules/@azmar/kit), so that
// workspace builds against a newer kit while the repository's kit, and every other build, stay as they are:
// the situation of a team that ships with a kit release the others have not taken yet.
import { cpSync, existsSync, lstatSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteCopy } from './remote-copy.ts';

export interface KitChange {
  /** The new kit version (its package.json), e.g. '1.1.0'. */
  version: string;
  /** Kit files (relative to packages/kit) and how their text changes. */
  edits: Record<string, (source: string) => string>;
}

/** @returns the folder of the installed kit copy */
export function installNewerKit(rootDir: string, copy: RemoteCopy, change: KitChange): string {
  const modules = path.join(copy.dir, 'node_modules');
  // The copy links the real workspace's node_modules (tool caches only) when it has one: drop the link, not
  // its target, so the kit copy is never written into the repository.
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
  const kitDir = path.join(modules, '@azmar', 'kit');
  const source = path.join(rootDir, 'packages', 'kit');
  cpSync(source, kitDir, { recursive: true, filter: (from) => path.relative(source, from).split(path.sep)[0] !== 'node_modules' });

  const pkgFile = path.join(kitDir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  if (pkg.version === change.version) throw new Error(`the kit is already at ${change.version}: pick a newer version`);
  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version: change.version }, null, 2)}\n`);

  for (const [file, edit] of Object.entries(change.edits)) {
    const full = path.join(kitDir, file);
    const before = readFileSync(full, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the kit edit did not change ${file}`);
    writeFileSync(full, after);
  }
  return kitDir;
}

/** The next minor version after the repository kit's own. */
export function nextMinorKitVersion(rootDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(rootDir, 'packages', 'kit', 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = version.split('.').map(Number) as [number, number];
  return `${major}.${minor + 1}.0`;
}
