import { describe, expect, it } from 'vitest';
import { ANTD_UI_MODULES, KIT_STATE_MODULES, KIT_UI_MODULES, KIT_VERSION, sharedDependencies } from '@azmar/kit/federation/shared-dependencies';
import kitPackage from '../../package.json';
import released from './shared-module-exports.json';

// What each shared kit module exports at run time, per released kit version. A page may pair a remote
// built with one kit version with a shell built with another, and the share scope picks modules by
// version only: if the exports changed, the version must change too, or a remote asking for a new
// export could be handed an older copy without it.
const LOADERS: Record<string, () => Promise<Record<string, unknown>>> = {
  'language/language-store': () => import('@azmar/kit/language/language-store'),
  'language/document-language': () => import('@azmar/kit/language/document-language'),
  'i18n/i18n': () => import('@azmar/kit/i18n/i18n'),
  'i18n/app-texts': () => import('@azmar/kit/i18n/app-texts'),
  'api/query-client': () => import('@azmar/kit/api/query-client'),
  'federation/remote-modules': () => import('@azmar/kit/federation/remote-modules'),
  'toast/toast-store': () => import('@azmar/kit/toast/toast-store'),
  'render/request-context': () => import('@azmar/kit/render/request-context'),
  'i18n/react-i18next-facade': () => import('@azmar/kit/i18n/react-i18next-facade'),
  'api/react-query-facade': () => import('@azmar/kit/api/react-query-facade'),
  'theme/antd-facade': () => import('@azmar/kit/theme/antd-facade'),
  'theme/kit-provider.tsx': () => import('@azmar/kit/theme/kit-provider.tsx'),
  'antd/antd-staff': () => import('@azmar/kit/antd/antd-staff'),
};

async function currentExports(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const [module, load] of Object.entries(LOADERS)) result[module] = Object.keys(await load()).sort();
  return result;
}

describe('kit version and the shared modules', () => {
  it('knows how to load every shared kit module', () => {
    const shared = Object.keys(sharedDependencies())
      .filter((name) => name.startsWith('@azmar/kit/'))
      .map((name) => name.slice('@azmar/kit/'.length));
    expect(Object.keys(LOADERS).sort()).toEqual(shared.sort());
    expect(shared.sort()).toEqual([...KIT_STATE_MODULES, ...KIT_UI_MODULES, ...ANTD_UI_MODULES].sort());
  });

  it('the shared config carries the package.json version', () => {
    expect(KIT_VERSION).toBe(kitPackage.version);
    expect(sharedDependencies()['@azmar/kit/theme/antd-facade']?.version).toBe(kitPackage.version);
  });

  it('every shared kit module exports what the record of this version says (bump the version when it changes)', async () => {
    const record = (released as Record<string, Record<string, string[]>>)[KIT_VERSION];
    expect(record, `shared-module-exports.json has no entry for kit ${KIT_VERSION}: add one`).toBeDefined();
    const exports = await currentExports();
    if (process.env.PRINT_KIT_EXPORTS) console.log(JSON.stringify(exports));
    expect(
      exports,
      `the exports of a shared kit module changed: bump the kit version in packages/kit/package.json (minor for an addition, major for a removal) and record the new exports under it in shared-module-exports.json`,
    ).toEqual(record);
    // It imports every shared module, antd's staff components with them: 5 s was too short on two busy cores.
  }, 30_000);

  it('versions only grow their exports within a major', () => {
    const versions = Object.keys(released).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (let i = 1; i < versions.length; i += 1) {
      const [previous, next] = [versions[i - 1] as string, versions[i] as string];
      if (previous.split('.')[0] !== next.split('.')[0]) continue;
      const before = (released as Record<string, Record<string, string[]>>)[previous] ?? {};
      const after = (released as Record<string, Record<string, string[]>>)[next] ?? {};
      for (const [module, names] of Object.entries(before)) expect(after[module], `${module} in ${next}`).toEqual(expect.arrayContaining(names));
    }
  });
});
