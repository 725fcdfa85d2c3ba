import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes, root } from './lint-imports';

/**
 * The one folder layout of a remote's `src/` (docs/architecture.md, "How a remote's code is laid out"), as
 * patterns on a file's path inside `src/`. `<name>` is the remote's folder without `mfe-`.
 */
const SHARED_FOLDERS = ['components', 'hooks', 'lib', 'i18n'];
const FEATURE_FOLDERS = ['components', 'hooks', 'api', 'model'];
const SOURCE = /\.(tsx?|css)$/;

/** The entries every remote has: its own routes, its two exposed entries, the dev page's entry and the routes it deploys. */
export function requiredEntries(name: string): string[] {
  return ['index.ts', 'app.tsx', 'server.tsx', `${name}-app.tsx`, 'routes.json', 'dev/standalone.tsx'];
}

/**
 * What is wrong with a remote's `src/` (its files, relative to `src/`, with `/`): a file outside the layout, or a
 * missing entry. `exposed` are the other top-level modules its federation config exposes (mfe-catalogue's
 * `home-sections.tsx`).
 */
export function layoutProblems(name: string, files: readonly string[], exposed: readonly string[] = []): string[] {
  const problems: string[] = [];
  const topLevel = new Set([...requiredEntries(name).filter((entry) => !entry.includes('/')), ...exposed]);
  for (const file of files) {
    const parts = file.split('/');
    const [first, second, third, fourth] = parts;
    const ok =
      (parts.length === 1 && (topLevel.has(file) || /\.test\.tsx?$/.test(file))) ||
      (parts.length === 2 && first === 'dev' && /\.tsx?$/.test(file)) ||
      (parts.length === 2 && (first === 'pages' || SHARED_FOLDERS.includes(first as string)) && SOURCE.test(file)) ||
      (parts.length === 2 && first === 'test' && /\.tsx?$/.test(file)) ||
      (parts.length === 4 && first === 'features' && !!second && FEATURE_FOLDERS.includes(third as string) && SOURCE.test(fourth as string));
    if (!ok) problems.push(`${file} is outside the layout`);
  }
  for (const entry of requiredEntries(name)) if (!files.includes(entry)) problems.push(`${entry} is missing`);
  return problems;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The top-level modules besides `./app` that a remote's module-federation.config.ts exposes (`'./src/<file>'`). */
function exposedModules(remote: string): string[] {
  const config = path.join(root, remote, 'module-federation.config.ts');
  if (!existsSync(config)) return [];
  return [...readFileSync(config, 'utf8').matchAll(/'\.\/src\/([^'/]+)'/g)].map((match) => match[1] as string);
}

/** Each remote of the repository with the problems of its `src/`. */
export function remoteLayoutProblems(): Record<string, string[]> {
  return Object.fromEntries(
    remotes().map((remote) => [remote, layoutProblems(remote.replace(/^mfe-/, ''), filesUnder(path.join(root, remote, 'src')), exposedModules(remote))]),
  );
}
