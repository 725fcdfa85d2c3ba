import { defineConfig } from 'vitest/config';

// The benches' arithmetic, gateway and nginx front door tests (real HTTP against gateway instances and real nginx processes on free ports), and
// the checks that read every app's texts at once (texts/), in Node (no browser).
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts', 'front-door/**/*.test.ts', 'gateway/**/*.test.ts', 'nginx/**/*.test.ts', 'texts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
