// @vitest-environment node
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { esmTwin } from '@azmar/kit/build/federation-runtime-esm';

const require = createRequire(import.meta.url);

describe('federation runtime ESM twins', () => {
  // The packages the federation plugins locate with require.resolve; if one stopped shipping an ESM
  // build the swap would silently stop and the runtime would be CommonJS (untree-shaken) again.
  it.each([
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
  ])('%s: its CommonJS entry has an ESM twin', (pkg) => {
    const cjs = require.resolve(pkg);
    expect(cjs).toMatch(/\.cjs$/);
    const esm = esmTwin(cjs);
    expect(esm).toBe(cjs.replace(/\.cjs$/, '.js'));
    expect(existsSync(esm)).toBe(true);
  });

  it('leaves everything else alone', () => {
    expect(esmTwin(require.resolve('react'))).toBe(require.resolve('react'));
    expect(esmTwin('/x/node_modules/other/dist/index.cjs')).toBe('/x/node_modules/other/dist/index.cjs');
    expect(esmTwin('@module-federation/runtime')).toBe('@module-federation/runtime');
  });
});
