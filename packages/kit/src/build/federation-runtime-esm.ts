import fs from 'node:fs';
import type { Compiler } from '@rspack/core';

const CJS_BUILD = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ESM build beside a @module-federation package's CommonJS file (same version, same exports). */
export function esmTwin(file: string): string {
  if (!CJS_BUILD.test(file)) return file;
  const esm = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(esm) ? esm : file;
}

/**
 * The federation plugins locate their runtime pieces with `require.resolve` (the bundler runtime, the
 * runtime plugins, the `@module-federation/runtime` alias), so the bundle got the CommonJS builds: the
 * whole runtime and SDK, out of reach of tree-shaking, scope hoisting and the plugins' own
 * `FEDERATION_OPTIMIZE_*` dead-code switches. This swaps in each file's ESM twin, so that everything
 * they import resolves to ESM too. Must come after the federation plugin (it patches its aliases).
 */
export class FederationRuntimeEsmPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string') alias[key] = esmTwin(target);
      }
    });
    compiler.hooks.normalModuleFactory.tap('FederationRuntimeEsmPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationRuntimeEsmPlugin', (data) => {
        data.request = esmTwin(data.request);
      });
    });
  }
}
