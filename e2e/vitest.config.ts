import { defineConfig } from 'vitest/config';

// The benches' arithmetic, the gateway cases against the gateway (real HTTP against `npm start` on free ports),
// the checks that read every app's texts at once (texts/), and the local base images' start scripts (base-images/), in
// Node (no browser).
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts', 'gateway/**/*.test.ts', 'texts/**/*.test.ts', 'base-images/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
