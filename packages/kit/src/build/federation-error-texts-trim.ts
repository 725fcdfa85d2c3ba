import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';

const STUB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'federation-error-descriptions-stub.ts');
const ERROR_CODES_INDEX = /[\\/]node_modules[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]index\.(mjs|cjs|js)$/;
const DESCRIPTIONS = /^\.\/desc(\.(mjs|cjs|js))?$/;

/** Whether this import is @module-federation/error-codes reaching for its table of descriptions. */
export function isFederationErrorDescriptions(request: string, issuer: string): boolean {
  return ERROR_CODES_INDEX.test(issuer) && DESCRIPTIONS.test(request);
}

/**
 * The federation runtime carries a sentence for each of its error codes (RUNTIME-001 to -015, and the build's and
 * types' ones), and every remote's `remoteEntry.js` and the shell's entry each carry their own copy: 0.4 KB gzip each,
 * 1.2 KB on `/` (three copies; e2e/bench/first-load.mjs). In production browser builds the table is a stub whose every
 * code reads "Module Federation error": the code and the runtime's troubleshooting link still name the failure.
 * Development builds and the server's keep the sentences.
 */
export class FederationErrorTextsTrimPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('FederationErrorTextsTrimPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationErrorTextsTrimPlugin', (data) => {
        if (isFederationErrorDescriptions(data.request, data.contextInfo.issuer)) data.request = STUB;
      });
    });
  }
}
