import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

// Dev mode (issue 2, point 7): the tests start the dev servers themselves (`npm run dev` at the root, one
// remote's `npm run dev -w`, a remote copy's dev server for hot reload) and stop them, so no build and no
// webServer are needed. They use the fixed dev ports 3000-3003 and fail early if one is taken.
export default defineConfig({
  testDir: './dev-tests',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
