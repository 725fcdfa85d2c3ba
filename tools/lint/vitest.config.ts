import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // The first lint loads the TypeScript parser and the import resolver.
    testTimeout: 30_000,
  },
});
