import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/e2e-admin-token.ts';
import baseConfig from './playwright.config.ts';

// The contact flow once more against MariaDB instead of the embedded SQLite file: the same built site and
// gateway as `npm start` (the base config, which also checks the build is there), its API pointed at MariaDB by
// DATABASE_URL (migrated and seeded on start). The gateway also runs here with the live map switched off
// (MAP_ORIGIN=none), so that setting is checked in a browser too; the base run covers the default (the map on).

const PORT = Number(process.env.E2E_MARIADB_PORT ?? 8095);
/** root with no password, database `test`, as on the project's machines (README: MariaDB at 127.0.0.1:3306). */
const DATABASE_URL = process.env.AZMAR_E2E_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test';
/** The operator's off value: frame-src and object-src 'none', the contact page keeps its drawn map. */
export const MAP_ORIGIN = 'none';

const baseServer = baseConfig.webServer as Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>;

export default defineConfig({
  ...baseConfig,
  testDir: './mariadb',
  use: { ...baseConfig.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...baseServer,
    url: `http://localhost:${PORT}/remotes.json`,
    env: { PORT: String(PORT), DATABASE_URL, ADMIN_TOKEN: E2E_ADMIN_TOKEN, MAP_ORIGIN, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  },
});
