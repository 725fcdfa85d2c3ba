import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lint-imports';

// A comment or a doc that names a file the repository no longer has sends its reader looking for nothing (issue 33,
// point 6). This finds every name of a file in the repository's comments and Markdown and checks that it is there.

const EXTENSIONS = 'ts|tsx|mjs|cjs|js|json|md|ya?ml|conf|css|sh|html|template|svg|patch|sql';
// A file's name: an optional ./ or ../, folders, a name with one of the extensions above; not part of a URL, a
// longer path or a package specifier (`@scope/name/…` is resolved below when it is one of ours).
const FILE_NAME = new RegExp(String.raw`(?<![\w:/.@-])(@?(?:\.{1,2}/)*(?:[\w@.$-]+/)*[\w.-]+\.(?:${EXTENSIONS}))(?![\w/-]|\.\w)`, 'g');
const SCANNED = /\.(ts|tsx|mjs|cjs|js|md|ya?ml|conf|sh)$|(^|\/)Dockerfile[\w.-]*$/;
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
// Comments only: a string in code that names a file is checked by running that code.
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*|^\s*#[^\n]*/gm;

/** Names that are not the repository's files: what a build or the running site makes, and names of things. */
const NOT_REPOSITORY_FILES = new Set([
  'remoteEntry.js', // each remote's Module Federation container, built
  'mf-manifest.json', // Module Federation's manifest, built
  'remotes.json', // where the remotes live, answered by the gateway
  'stack.yml', // the swarm stack an operator writes from the compose files (docs/operations.md)
  'Node.js',
  'validator.js', // the library class-validator checks with
]);

// The workspaces' own package names, as code names their files.
const ALIASES: [string, string][] = [
  ['@azmar/kit/', 'packages/kit/src/'],
  ['@azmar/contract/', 'packages/contract/src/'],
];

export interface MissingReference {
  file: string;
  name: string;
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function isGenerated(name: string): boolean {
  // A name with a pattern in it, a suffix (`.test.ts`, `-app.tsx`), a build output or an example hash is not a file.
  return (
    /^(\.\w|-)/.test(name) ||
    /(^|\/)(dist|dist-server|node_modules)\//.test(name) ||
    /\.[0-9a-f]{8}\./.test(name) ||
    NOT_REPOSITORY_FILES.has(path.basename(name))
  );
}

/** The references in `text` (the contents of `file`) that name no file of `files`. */
export function missingReferences(file: string, text: string, files: readonly string[]): MissingReference[] {
  const tracked = new Set(files);
  const basenames = new Set(files.map((name) => path.basename(name)));
  const scanned = CODE.test(file) ? (text.match(COMMENT) ?? []).join('\n') : text;
  const missing: MissingReference[] = [];
  for (const [, raw = ''] of scanned.matchAll(FILE_NAME)) {
    const name = raw.replace(/^\$\w+\//, '').replace(/^\$\{\w+\}\//, '');
    const otherPackage = name.startsWith('@') && !ALIASES.some(([alias]) => name.startsWith(alias));
    if (isGenerated(name) || otherPackage) continue;
    if (!name.includes('/')) {
      if (!basenames.has(name)) missing.push({ file, name });
      continue;
    }
    const aliased = ALIASES.reduce((current, [alias, folder]) => (current.startsWith(alias) ? folder + current.slice(alias.length) : current), name);
    const candidates = [path.posix.normalize(path.posix.join(path.posix.dirname(file), aliased)), aliased.replace(/^\.\//, '')];
    const found = candidates.some((candidate) => tracked.has(candidate)) || files.some((tracked) => tracked.endsWith(`/${aliased.replace(/^(\.\.?\/)+/, '')}`));
    if (!found) missing.push({ file, name });
  }
  return missing;
}

/** Every reference to a missing file in the repository's comments and Markdown. */
export function missingReferencesInRepository(): MissingReference[] {
  const files = trackedFiles();
  return files
    .filter((file) => SCANNED.test(file) && !file.includes('package-lock'))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return []; // deleted in the work tree, not yet in the index
      }
      return missingReferences(file, text, files);
    });
}
