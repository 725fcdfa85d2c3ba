import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const CONTRACT_SRC = fileURLToPath(new URL('../packages/contract/src/', import.meta.url));

// SWC instead of esbuild: Nest's dependency injection and class-validator need decorator metadata.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // `@azmar/contract` from its TypeScript sources, so tests never run against a stale packages/contract/dist.
  resolve: { alias: [{ find: /^@azmar\/contract\/(.+)$/, replacement: `${CONTRACT_SRC}$1.ts` }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
