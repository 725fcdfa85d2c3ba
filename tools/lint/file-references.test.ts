import { describe, expect, it } from 'vitest';
import { missingReferences, missingReferencesInRepository } from './file-references';

const files = ['shell/src/render/page-document.ts', 'packages/kit/src/theme/kit-provider.tsx', 'docs/operations.md', 'scripts/start.mjs'];

describe('names of files in comments and docs', () => {
  it('finds a comment naming a file that is not there, and not one that is', () => {
    const code = '// written by render/page-document.ts and by server/page-document.ts\nconst url = "./gone.ts";\n';
    expect(missingReferences('shell/src/bootstrap.tsx', code, files)).toEqual([{ file: 'shell/src/bootstrap.tsx', name: 'server/page-document.ts' }]);
  });

  it('reads block comments and Markdown whole, the workspaces by their package names, and a bare name anywhere', () => {
    expect(missingReferences('a.ts', '/** see `@azmar/kit/theme/kit-provider.tsx` and start.mjs */', files)).toEqual([]);
    expect(missingReferences('README.md', 'run `scripts/start.mjs`, then `scripts/stop.mjs`', files)).toEqual([
      { file: 'README.md', name: 'scripts/stop.mjs' },
    ]);
    expect(missingReferences('docs/x.md', 'see [operations](./operations.md) and ../docs/missing.md', files)).toEqual([
      { file: 'docs/x.md', name: '../docs/missing.md' },
    ]);
  });

  it("leaves out what a build makes, URLs, other packages' files and suffixes", () => {
    const text = '// dist/main.js, remoteEntry.js, https://example.com/a/b.js, @nestjs/core/index.js, every .test.ts, main.3f2a9c1b.js';
    expect(missingReferences('a.mjs', text, files)).toEqual([]);
  });

  it('finds none in the repository', () => {
    expect(missingReferencesInRepository()).toEqual([]);
  });
});
