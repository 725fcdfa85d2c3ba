import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What every app shares through Module Federation, and how versions decide who serves whom. All apps use
 * this one list, so the page holds exactly one React, one single-spa, one language store, one i18next
 * instance and one query client, while a remote built with a newer kit than the shell's still gets the
 * newer UI modules it was built with (see "Independent deployment" in the kit README).
 */

/**
 * Kit modules that hold page-wide state: exactly one instance per page, whoever provides it. A second
 * language store or query cache would split the page, so these stay singletons across kit versions of
 * the same major; their exports only grow within a major, and a remote that needs a state feature new in
 * a minor waits until the shell ships it (the shell loads these first, so its copy serves the page).
 * Kit modules import each other by package path (`@azmar/kit/...`), never relatively, so these requests
 * are caught by the share scope wherever they come from.
 */
export const KIT_STATE_MODULES = [
  'language/language-store',
  'language/document-language',
  'i18n/i18n',
  // Which texts are loaded in which language: one record, or a language switch would not wait for every part's texts.
  'i18n/app-texts',
  'api/query-client',
  'federation/remote-modules',
  'toast/toast-store',
  // Not state, but a React context every app must share: a server render's request context reaches the remotes through it.
  'render/request-context',
] as const;

/**
 * Kit modules that hand out library code and React contexts but hold no state: the facades and the
 * provider that feeds them. They are shared by version, not as singletons: an app takes the newest copy
 * that is at least the kit version it was built with. While every app is built with the same kit that
 * is one copy for the page (the shell's, loaded first); a remote built with a newer kit, which may export
 * a component the shell's facade lacks, brings its own newer facade and provider pair instead of being
 * handed the shell's older one (where the new component would be `undefined`). The pair stays together:
 * the newer provider imports the newer facade, and wraps the remote's own React root, so its antd
 * components still see the page's direction, locale and theme (fed by the one language store).
 */
export const KIT_UI_MODULES = ['i18n/react-i18next-facade', 'api/react-query-facade'] as const;
/**
 * The provider and antd: the provider's facade (`ConfigProvider`) and the staff area's components, each loaded on first use. antd
 * reaches the apps only through these facades, shared by version: one copy and one antd context for the page (the
 * whole `antd` package shared, or antd in each app, measured larger: kit README).
 */
export const ANTD_UI_MODULES = ['theme/antd-facade', 'theme/kit-provider.tsx', 'antd/antd-staff'] as const;

/**
 * The kit's version, from its package.json: a share scope compares real versions, so an app built with
 * kit 1.1.0 is told apart from one built with 1.0.0. Adding an export to a facade is a minor bump
 * (checked by `federation/kit-version.test.ts`).
 */
export const KIT_VERSION: string = (
  JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8')) as { version: string }
).version;

const majorOf = (version: string) => Number(version.split('.')[0]);

export type SharedConfig = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
};

/**
 * Shared whole (Module Federation reads each one's version from its package.json). react-i18next and
 * @tanstack/react-query are not here: like antd, they reach the apps through kit facade modules, which
 * are tree-shaken where a shared package is not (-7.4 and -2.6 KB gzip on the first load of `/`).
 */
const LIBRARIES: Record<string, string> = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
  'react/jsx-runtime': '^19.2.0',
  'react/jsx-dev-runtime': '^19.2.0',
  'single-spa': '^6.0.0',
  zustand: '^5.0.0',
  i18next: '^26.0.0',
};

export function sharedDependencies(kitVersion: string = KIT_VERSION): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(LIBRARIES)) shared[name] = { singleton: true, requiredVersion: range };
  // Any kit of the same major will do: the one already loaded (the shell's) serves the whole page.
  const sameMajor = `^${majorOf(kitVersion)}.0.0`;
  for (const path of KIT_STATE_MODULES) shared[`@azmar/kit/${path}`] = { singleton: true, version: kitVersion, requiredVersion: sameMajor };
  // At least what this app was built with: the newest such copy in the page, or this app's own.
  const atLeastThis = `^${kitVersion}`;
  for (const path of [...KIT_UI_MODULES, ...ANTD_UI_MODULES])
    shared[`@azmar/kit/${path}`] = { singleton: false, version: kitVersion, requiredVersion: atLeastThis };
  return shared;
}
