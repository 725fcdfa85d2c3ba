import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';

const KIT_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages that hold page-wide React context and reach the apps only through a shared kit subset
 * module (tree-shaken, one copy for the page). An app importing one directly would get a second,
 * unconnected copy (antd components without the kit's ConfigProvider, `useTranslation` without the
 * i18next instance, queries without the QueryClient), which fails only at run time, in the browser.
 */
export const KIT_DOORS: Record<string, string> = {
  antd: 'theme/antd-subset.ts',
  'react-i18next': 'i18n/react-i18next-subset.ts',
  '@tanstack/react-query': 'api/react-query-subset.ts',
};

/** Why an import of `request` from `issuer` is refused, or null when it is allowed. */
export function doorViolation(request: string, issuer: string): string | null {
  const door = KIT_DOORS[request];
  if (!door || !issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return null;
  if (path.resolve(issuer) === path.join(KIT_SRC, door)) return null;
  return `${issuer} imports '${request}': import it from '@azmar/kit/${door.replace(/\.ts$/, '')}' (one shared copy per page; add the export there if it is missing)`;
}

/** Fails the build on such an import, instead of leaving it to break in the browser. */
export class KitDoorsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('KitDoorsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('KitDoorsPlugin', (data) => {
        const violation = doorViolation(data.request, data.contextInfo.issuer);
        if (violation) throw new Error(violation);
      });
    });
  }
}
