// What the page document is made of, from the builds: the shell's index.html, stylesheets, startup script and Sorani
// font files (read at start, and again only when the build changes), and what each remote's exposed modules need.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import type { DocumentAssets, ExposedModuleAssets } from './render-types.js';

/** The build's version: its index.html changes with every build (the scripts' hashed names). */
export async function shellBuildVersion(shellDist: string): Promise<string> {
  const { mtimeMs, size } = await stat(path.join(shellDist, 'index.html'));
  return `${mtimeMs}:${size}`;
}

/** The files of a part's texts per language, by their chunks' names (`<part>.texts-<language>`, kit i18n/app-texts). */
function textsFiles(files: readonly string[], chunk: string): Partial<Record<Language, string[]>> {
  const byLanguage: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    // With a hash as built, without one from a dev server.
    const name = new RegExp(`^${`${chunk}-${language}`.replace(/\./g, '\\.')}(\\.[0-9a-f]+)?\\.js$`);
    const named = files.filter((file) => name.test(file));
    if (named.length > 0) byLanguage[language] = named.sort();
  }
  return byLanguage;
}

export async function readShellAssets(shellDist: string): Promise<Omit<DocumentAssets, 'remoteEntries' | 'exposedModules'>> {
  const [template, files, assets] = await Promise.all([
    readFile(path.join(shellDist, 'index.html'), 'utf8'),
    readdir(shellDist),
    readdir(path.join(shellDist, 'assets')).catch(() => []),
  ]);
  return {
    template,
    // The shell's styles load with its code (after the federation runtime's start), so the page links them itself.
    shellStyles: files.filter((file) => file.endsWith('.css')).sort(),
    // What the shell's entry loads before it can hydrate a page, one file (shell/startup-chunk.config.ts).
    shellStartupScripts: files.filter((file) => /^startup\.[0-9a-f]+\.js$/.test(file)).sort(),
    shellTexts: textsFiles(files, 'texts'),
    // One file per weight a Kurdish page's first screen uses (kit fonts/sorani-subset.css).
    soraniFonts: assets.filter((file) => /^sorani-(400|600|700)\.[0-9a-f]+\.woff2$/.test(file)).sort(),
  };
}

/**
 * What each module a remote exposes needs, from its mf-manifest.json beside its server folder: its stylesheets, and
 * the scripts it runs before it can render (`js.sync`; the `async` ones load on use). Throws when it cannot be read.
 */
export async function readExposedAssets(serverEntry: string): Promise<Record<string, ExposedModuleAssets>> {
  const response = await fetch(new URL('../mf-manifest.json', serverEntry), { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const manifest = (await response.json()) as {
    exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[]; async?: string[] } } }[];
  };
  const byModule: Record<string, ExposedModuleAssets> = {};
  for (const expose of manifest.exposes ?? []) {
    byModule[expose.name] = {
      styles: [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])],
      scripts: [...(expose.assets?.js?.sync ?? [])],
      texts: textsFiles(expose.assets?.js?.async ?? [], `${expose.name}.texts`),
    };
  }
  return byModule;
}
