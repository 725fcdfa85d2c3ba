/**
 * What every app shares through Module Federation. All apps must use this one list so that the page
 * holds exactly one of each: one React, one single-spa, one language store, one i18next, one query client.
 */

/**
 * How antd reaches the apps. `subset`: the kit's `theme/antd-subset` module (the components the site
 * uses, tree-shaken) is shared once. `singleton`: the whole 'antd' package shared once (not
 * tree-shakeable). `per-app`: no sharing, each app bundles what it uses. Kept for measuring
 * (AZMAR_ANTD_SHARING=...); figures in the kit README.
 */
export type AntdSharing = 'subset' | 'per-app' | 'singleton';

export const DEFAULT_ANTD_SHARING: AntdSharing = 'subset';

/**
 * The kit modules that hold page-wide state (or hand it out) and therefore must be one instance.
 * Kit modules import each other by package path (`@azmar/kit/...`), never relatively, so these
 * requests are caught by the share scope wherever they come from. Stateless component modules (the
 * error boundary, the hero) are bundled per app; what they use is shared.
 */
export const KIT_SINGLETON_MODULES = [
  'language/language-store',
  'language/document-language',
  'i18n/i18n',
  'i18n/react-i18next-subset',
  'api/query-client',
  'api/react-query-subset',
] as const;

const ANTD_SUBSET_MODULE = 'theme/antd-subset';
/**
 * With antd reached through the shared subset, the provider can be one instance too: a remote then
 * brings neither the antd locales nor the theme, the shell's copy serves it.
 */
const KIT_PROVIDER_MODULE = 'theme/kit-provider.tsx';

const KIT_VERSION = '1.0.0';

type SharedConfig = {
  singleton: true;
  requiredVersion?: string;
  version?: string;
  strictVersion?: boolean;
};

/**
 * Shared whole. react-i18next and @tanstack/react-query are not here: like antd, they reach the apps
 * through shared kit subset modules (listed above), which are tree-shaken where a shared package is
 * not (-7.4 and -2.6 KB gzip on the first load of `/`).
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

export function sharedDependencies(antd: AntdSharing = DEFAULT_ANTD_SHARING): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(LIBRARIES)) shared[name] = { singleton: true, requiredVersion: range };
  for (const path of KIT_SINGLETON_MODULES) {
    shared[`@azmar/kit/${path}`] = { singleton: true, version: KIT_VERSION, requiredVersion: `^${KIT_VERSION}` };
  }
  if (antd === 'singleton') shared.antd = { singleton: true, requiredVersion: '^6.0.0' };
  if (antd !== 'per-app') {
    for (const path of [ANTD_SUBSET_MODULE, KIT_PROVIDER_MODULE]) {
      shared[`@azmar/kit/${path}`] = { singleton: true, version: KIT_VERSION, requiredVersion: `^${KIT_VERSION}` };
    }
  }
  return shared;
}

export function antdSharingFromEnv(value: string | undefined): AntdSharing {
  return value === 'singleton' || value === 'per-app' ? value : DEFAULT_ANTD_SHARING;
}
