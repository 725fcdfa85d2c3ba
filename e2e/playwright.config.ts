import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { VisitorOptions } from './support/visitor-test.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { E2E_ADMIN_TOKEN } from './support/e2e-admin-token.ts';
import { E2E_MAIL_FROM, E2E_MAIL_TO, e2eSmtpPort } from './support/e2e-mail.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The e2e suite tests the production build; `npm test` at the root builds first.
if (!existsSync(path.join(rootDir, 'shell', 'dist', 'index.html'))) {
  throw new Error('shell/dist/index.html is missing: run `npm run build` at the repository root before the e2e tests.');
}

const PORT = Number(process.env.E2E_PORT ?? 8091);
// The gateway starts the built API on the embedded SQLite database, as `npm start` does, but on a fresh
// file per run so the seeded content is what the tests see. Workers inherit the variable, so it is made once.
process.env.AZMAR_E2E_SQLITE ??= path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-e2e-')), 'site.sqlite');
// Every contact message is mailed, as in production, to the real SMTP server of support/mail-sink-setup.ts.
process.env.AZMAR_E2E_MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'azmar-e2e-mail-'));
process.env.AZMAR_E2E_SMTP_PORT ??= String(e2eSmtpPort(PORT));

export default defineConfig<VisitorOptions>({
  testDir: './tests',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // Generous: on a loaded 2-core machine a remote's first mount can take several seconds; nothing here asserts timing.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  globalSetup: './support/mail-sink-setup.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  // The visitor journeys (tests/visitor) run three ways: as is, with the site's scripts held 4 s (every press lands
  // before the code hydrates the page), and with JavaScript off. Every other spec runs once.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    { name: 'scripts-held', testMatch: 'visitor/**/*.spec.ts', use: { browserName: 'chromium', holdScriptsMs: 4_000 } },
    { name: 'javascript-off', testMatch: 'visitor/**/*.spec.ts', use: { browserName: 'chromium', javaScriptEnabled: false } },
  ],
  webServer: {
    // Served exactly as `npm start` serves it, minus the build the test run has already done.
    command: 'node ../scripts/start.mjs --no-build',
    url: `http://localhost:${PORT}/remotes.json`,
    // The API's request lines would bury the test report; its warnings and errors still show.
    // ADMIN_TOKEN: the contact specs read stored messages back through GET /api/contact.
    // SMTP_URL…PUBLIC_ORIGIN: each message's email goes to the run's SMTP server; MAIL_POLL_MS: sent within half a second.
    // CONTACT_MIN_FILL_SECONDS: a browser driven by a test fills a form faster than any person; the minimum fill time is
    // the API's own tests' (api/test/integration/contact-form-token.test.ts), here every message must reach the inbox.
    // RATE_LIMIT_MAX: every spec posts from one address, far past the 10 a minute a visitor gets; the limit is the API's
    // tests' (api/test/integration/contact.test.ts, 'rate-limits POST per client…').
    // CLIENT_REQUEST_LIMIT: every request of the run comes from this machine, 26 visitors at once in
    // server-render-concurrency.spec.ts; the limit has its own test (gateway/client-limit.test.ts).
    env: {
      PORT: String(PORT),
      SQLITE_PATH: process.env.AZMAR_E2E_SQLITE,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.AZMAR_E2E_SMTP_PORT}`,
      MAIL_FROM: E2E_MAIL_FROM,
      MAIL_TO: E2E_MAIL_TO,
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      MAIL_POLL_MS: '500',
      CONTACT_MIN_FILL_SECONDS: '0',
      RATE_LIMIT_MAX: '10000',
      CLIENT_REQUEST_LIMIT: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
