import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { soraniFallbackCss } from './src/fonts/sorani-fallback-css';

const KIT_SETUP = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../contract/src/', import.meta.url));
const SORANI_FALLBACK_CSS = fileURLToPath(new URL('./src/fonts/sorani-fallback.css', import.meta.url));

/** The build writes the Sorani font's fallback faces (build/rspack-app-config.ts); the tests get the same rules. */
const soraniFallback: Plugin = {
  name: 'sorani-fallback-css',
  resolveId: (id) => (id.endsWith('/sorani-fallback.css') ? SORANI_FALLBACK_CSS : null),
  load: (id) => (id === SORANI_FALLBACK_CSS ? soraniFallbackCss() : null),
};

/**
 * The one unit-test set-up of the kit and every app (jsdom, Testing Library matchers), so a change to
 * how the frontend is tested is made once. A workspace passes its own extra setup files, if any.
 */
export function appTestConfig(extraSetupFiles: string[] = []) {
  return defineConfig({
    plugins: [soraniFallback],
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
