import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';

const KIT_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages that hold page-wide React context and reach the apps only through a shared kit facade
 * module (tree-shaken, one copy for the page). An app importing one directly would get a second,
 * unconnected copy (antd components without the kit's ConfigProvider, `useTranslation` without the
 * i18next instance, queries without the QueryClient), which fails only at run time, in the browser.
 */
export const KIT_FACADES: Record<string, string> = {
  antd: 'theme/antd-facade.ts',
  'react-i18next': 'i18n/react-i18next-facade.ts',
  '@tanstack/react-query': 'api/react-query-facade.ts',
};

/**
 * Kit files allowed a deep import of a facade package: the Sorani locale is built from antd's English one
 * (plain data, no React context). Everything else goes through the facades.
 */
const DEEP_IMPORT_ALLOWED: Record<string, readonly string[]> = {
  antd: ['antd/antd-locale-ckb.ts'],
};

/** The facade package a request names, itself or any path inside it (`antd/es/card`, `antd/lib/button`). */
function facadePackageOf(request: string): string | null {
  for (const name of Object.keys(KIT_FACADES)) {
    if (request === name || request.startsWith(`${name}/`)) return name;
  }
  return null;
}

/** The staff area's antd facade: like the provider's facade, it may import antd. */
const ANTD_STAFF = path.join(KIT_SRC, 'antd', 'antd-staff.ts');

/** Why an import of `request` from `issuer` is refused, or null when it is allowed. */
export function facadeViolation(request: string, issuer: string): string | null {
  const name = facadePackageOf(request);
  if (!name || !issuer) return null;
  // Libraries import each other freely; only the site's own code is held to the facades.
  if (issuer.includes(`${path.sep}node_modules${path.sep}`) && !isKitFile(issuer)) return null;
  const facade = KIT_FACADES[name] as string;
  const file = path.resolve(issuer);
  if (file === path.join(KIT_SRC, facade)) return null;
  if (name === 'antd' && file === ANTD_STAFF) return null;
  if (request !== name && DEEP_IMPORT_ALLOWED[name]?.some((allowed) => file === path.join(KIT_SRC, allowed))) return null;
  const where =
    name === 'antd' ? `'@azmar/kit/antd/antd-staff' (or the provider's '@azmar/kit/theme/antd-facade')` : `'@azmar/kit/${facade.replace(/\.ts$/, '')}'`;
  return `${issuer} imports '${request}': import it from ${where} (one shared copy per page; add the export there if it is missing)`;
}

/** A kit copy installed under node_modules (a team building against a published kit) is still kit code. */
function isKitFile(file: string): boolean {
  return path.resolve(file).startsWith(KIT_SRC + path.sep);
}

/** Fails the build on such an import, instead of leaving it to break in the browser. */
export class KitFacadesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('KitFacadesPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('KitFacadesPlugin', (data) => {
        const violation = facadeViolation(data.request, data.contextInfo.issuer);
        if (violation) throw new Error(violation);
      });
    });
  }
}
