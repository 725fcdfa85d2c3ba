import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const KIT_SETUP = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../contract/src/', import.meta.url));

/**
 * The one unit-test set-up of the kit and every app (jsdom, Testing Library matchers), so a change to
 * how the frontend is tested is made once. A workspace passes its own extra setup files, if any.
 */
export function appTestConfig(extraSetupFiles: string[] = []) {
  return defineConfig({
    // `@azmar/contract` from its TypeScript sources, so tests never run against a stale packages/contract/dist.
    resolve: { alias: [{ find: /^@azmar\/contract\/(.+)$/, replacement: `${CONTRACT_SRC}$1.ts` }] },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: [KIT_SETUP, ...extraSetupFiles],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
    },
  });
}
