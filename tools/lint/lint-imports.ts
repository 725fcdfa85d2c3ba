import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BOUNDARY_RULE = 'boundaries/dependencies';

// The repository's own config, exactly as `npm run lint` uses it.
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

export interface Problem {
  ruleId: string | null;
  message: string;
}

/**
 * Lints a one-import module as if it were `file` (relative to the root; it need not exist, but what it imports
 * must, so the resolver can follow the import). Returns every problem, so a correct import must come back clean.
 */
export async function lintImport(file: string, source: string, kind: 'value' | 'type' = 'value'): Promise<Problem[]> {
  const code =
    kind === 'type'
      ? `import type { Imported } from '${source}';\nexport type { Imported };\n`
      : `import * as imported from '${source}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The import specifier that reaches `target` from `file` (both relative to the root), as code writes it. */
export function relativeSpecifier(file: string, target: string): string {
  const relative = path
    .relative(path.dirname(file), target.replace(/\.tsx?$/, ''))
    .split(path.sep)
    .join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * A real, non-test source file under `dir` (relative to the root). The fixtures pick their targets from the
 * tree as it is, so renaming a file or a feature does not break them.
 */
export function sourceFileIn(dir: string): string {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) throw new Error(`${dir} does not exist`);
  for (const name of readdirSync(absolute).sort()) {
    const child = path.join(dir, name);
    if (statSync(path.join(root, child)).isDirectory()) {
      const found = tryIn(child);
      if (found) return found;
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      return child;
    }
  }
  throw new Error(`${dir} holds no source file`);
}

function tryIn(dir: string): string | null {
  try {
    return sourceFileIn(dir);
  } catch {
    return null;
  }
}

/** The remotes (`mfe-*` folders at the root). */
export function remotes(): string[] {
  return readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .sort();
}

/** The feature folders of an app (`<app>/src/features/<feature>`), each with a source file. */
export function featuresOf(app: string): string[] {
  const dir = path.join(root, app, 'src/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => tryIn(path.join(app, 'src/features', name)))
    .sort();
}
