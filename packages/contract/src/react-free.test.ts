/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contract is what the API (plain Node) and every browser app share: nothing from a UI library, the kit or an app.
const FORBIDDEN = ['react', 'react-dom', 'antd', 'react-i18next', 'i18next', '@tanstack/react-query', 'zustand', 'single-spa', '@azmar/kit'];
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = path.join(packageDir, 'src');

const isForbidden = (specifier: string) => FORBIDDEN.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every module specifier of `import … from`, `export … from`, `import('…')` and `require('…')` in a source text. */
function specifiersOf(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('@azmar/contract stays React-free', () => {
  it('finds the specifiers it checks, so a forbidden import cannot slip past the scan', () => {
    const sample =
      "import { Card } from 'antd';\nimport type { X } from '@azmar/kit/content/x';\nexport { y } from './y.js';\nimport 'react';\nconst z = await import('react-dom/client');";
    expect(specifiersOf(sample)).toEqual(['antd', '@azmar/kit/content/x', './y.js', 'react', 'react-dom/client']);
    expect(specifiersOf(sample).filter(isForbidden)).toEqual(['antd', '@azmar/kit/content/x', 'react', 'react-dom/client']);
    expect(isForbidden('reactive-thing')).toBe(false);
  });

  it('has no dependency of any kind on React, antd, the kit or another UI package', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const named = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) => Object.keys(manifest[key] ?? {}));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(isForbidden)).toEqual([]);
  });

  it('imports nothing from them in its sources, nor anything Node-only', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(5);
    const offending = files.flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .filter((specifier) => isForbidden(specifier) || specifier.startsWith('node:'))
        .map((specifier) => `${path.relative(packageDir, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
