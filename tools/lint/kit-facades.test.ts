import { describe, expect, it } from 'vitest';
import { BOUNDARY_RULE, lintImport, remotes } from './lint-imports';

// The same packages and facades as packages/kit/src/build/kit-facades-plugin.ts, which guards the build.
const FACADES = [
  { name: 'antd', facade: 'packages/kit/src/theme/antd-facade.ts', module: '@azmar/kit/theme/antd-facade', deep: ['antd/es/card', 'antd/lib/button'] },
  {
    name: 'react-i18next',
    facade: 'packages/kit/src/i18n/react-i18next-facade.ts',
    module: '@azmar/kit/i18n/react-i18next-facade',
    deep: ['react-i18next/dist/es/useTranslation'],
  },
  {
    name: '@tanstack/react-query',
    facade: 'packages/kit/src/api/react-query-facade.ts',
    module: '@azmar/kit/api/react-query-facade',
    deep: ['@tanstack/react-query/build/modern/useQuery'],
  },
];

const appFiles = ['shell/src/lint-fixture.tsx', ...remotes().map((remote) => `${remote}/src/lint-fixture.tsx`)];
const kitFile = 'packages/kit/src/theme/lint-fixture.tsx';

describe.each(FACADES)('the $name facade', ({ name, facade, module, deep }) => {
  it.each(appFiles)(`refuses ${name} and its deep paths in %s, naming the facade`, async (file) => {
    for (const source of [name, ...deep]) {
      expect(await lintImport(file, source), source).toEqual([
        expect.objectContaining({ ruleId: BOUNDARY_RULE, message: expect.stringContaining(`from '${module}'`) }),
      ]);
    }
  });

  it(`refuses a type-only import of ${name} in an app (the facade exports its types too)`, async () => {
    const problems = await lintImport(appFiles[0] as string, name, 'type');
    expect(problems.map((p) => p.ruleId)).toEqual([BOUNDARY_RULE]);
  });

  it(`refuses ${name} in a kit module other than the facade`, async () => {
    expect((await lintImport(kitFile, name)).map((p) => p.ruleId)).toEqual([BOUNDARY_RULE]);
  });

  it('lets the facade module import the package, and apps import the facade', async () => {
    expect(await lintImport(facade, name)).toEqual([]);
    expect(await lintImport(appFiles[0] as string, module)).toEqual([]);
  });

  it(`lets a kit module import the types of ${name}`, async () => {
    expect(await lintImport(kitFile, name, 'type')).toEqual([]);
  });
});

describe('the Sorani antd locale', () => {
  const localeFile = 'packages/kit/src/antd/antd-locale-ckb.ts';

  it("may build on antd's English locale, as the build guard allows", async () => {
    expect(await lintImport(localeFile, 'antd/es/locale/en_US')).toEqual([]);
  });

  it('is no facade for anything else', async () => {
    expect((await lintImport(localeFile, 'react-i18next')).map((p) => p.ruleId)).toEqual([BOUNDARY_RULE]);
  });
});

describe('packages named like a facade', () => {
  it('are not mistaken for it', async () => {
    // `antd-style` is not installed here: what matters is that the name alone does not match `antd`.
    expect(await lintImport(appFiles[0] as string, 'antd-style')).toEqual([]);
  });
});
