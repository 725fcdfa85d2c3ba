// What the page document is made of, from the shell's build: its index.html, its stylesheets, the Sorani font's files.
// Read at start, and again only when the build changes (a rebuilt shell while `npm start` runs), never per render.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The build's version: its index.html changes with every build (the scripts' hashed names). */
export async function shellBuildVersion(shellDist) {
  const { mtimeMs, size } = await stat(path.join(shellDist, 'index.html'));
  return `${mtimeMs}:${size}`;
}

/** @returns {Promise<{ template: string, shellStyles: string[], shellStartupScripts: string[], soraniFonts: string[] }>} */
export async function readShellAssets(shellDist) {
  const [template, files, assets] = await Promise.all([
    readFile(path.join(shellDist, 'index.html'), 'utf8'),
    readdir(shellDist),
    readdir(path.join(shellDist, 'assets')).catch(() => []),
  ]);
  return {
    template,
    // The shell's styles load with its code (after the federation runtime's start), so the page links them itself.
    shellStyles: files.filter((file) => file.endsWith('.css')).sort(),
    // What the shell's entry loads before it can take a page over, one file (shell/startup-chunk.config.ts).
    shellStartupScripts: files.filter((file) => /^startup\.[0-9a-f]+\.js$/.test(file)).sort(),
    // One file per weight a Kurdish page's first screen uses (kit fonts/sorani-subset.css).
    soraniFonts: assets.filter((file) => /^sorani-(400|600|700)\.[0-9a-f]+\.woff2$/.test(file)).sort(),
  };
}

/**
 * What each module a remote exposes (`app`, `home-sections`) needs, from its mf-manifest.json beside its server
 * folder: its stylesheets, and the scripts it runs before it can render (`js.sync`; the `async` ones load on use).
 * Throws when the manifest cannot be read.
 * @returns {Promise<Record<string, import('../src/server/page-document').ExposedModuleAssets>>}
 */
export async function readExposedAssets(serverEntry) {
  const response = await fetch(new URL('../mf-manifest.json', serverEntry), { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const manifest = await response.json();
  const byModule = {};
  for (const expose of manifest.exposes ?? []) {
    byModule[expose.name] = {
      styles: [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])],
      scripts: [...(expose.assets?.js?.sync ?? [])],
    };
  }
  return byModule;
}
