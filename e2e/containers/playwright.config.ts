import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

// The container smoke (e2e/containers/test-containers.mjs): runs against the compose stack's published port, which the
// script brings up and passes in; not part of `npm test` (e2e/playwright.config.ts only reads ./tests).
const baseURL = process.env.AZMAR_CONTAINERS_URL;
if (!baseURL) throw new Error('AZMAR_CONTAINERS_URL is not set: run `npm run test:containers` at the repository root.');

export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
