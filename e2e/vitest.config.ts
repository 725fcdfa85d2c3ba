import { defineConfig } from 'vitest/config';

// Gateway tests: real HTTP against gateway instances on free ports, in Node (no browser).
export default defineConfig({
  test: {
    include: ['gateway/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
