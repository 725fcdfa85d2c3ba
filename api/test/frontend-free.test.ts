import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The API runs in plain Node from dist/: it may share the React-free `@azmar/contract`, never a frontend package.
const FRONTEND = ['@azmar/kit', 'react', 'react-dom', 'antd', 'react-i18next', 'i18next', '@tanstack/react-query', 'zustand', 'single-spa'];
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const isFrontend = (specifier: string) => FRONTEND.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every module a TypeScript source names: static and dynamic imports, re-exports, require() calls. */
const specifiersOf = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : typescriptFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the API depends on no frontend package', () => {
  it('recognises every way a source can name a module', () => {
    const sample =
      "import { Card } from 'antd';\nimport type { A } from '@azmar/kit/api/api-client';\nexport * from 'react';\nconst d = await import('react-dom/client');\nconst z = require('zustand');\nimport '@azmar/contract/content/service';";
    expect(specifiersOf(sample).filter(isFrontend)).toEqual(['antd', '@azmar/kit/api/api-client', 'react', 'react-dom/client', 'zustand']);
    expect(isFrontend('@azmar/contract/content/service')).toBe(false);
    expect(isFrontend('reactive-thing')).toBe(false);
  });

  it('names none in api/package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const named = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) => Object.keys(manifest[key] ?? {}));
    expect(named).toContain('@azmar/contract');
    expect(named.filter(isFrontend)).toEqual([]);
  });

  it('imports none in src/ (what dist/ is compiled from) or test/', () => {
    const files = [...typescriptFiles(path.join(apiDir, 'src')), ...typescriptFiles(path.join(apiDir, 'test'))];
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .filter(isFrontend)
        .map((specifier) => `${path.relative(apiDir, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
