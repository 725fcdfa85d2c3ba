import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../src/config/app-config.js';

export interface TestSqlite {
  config: DatabaseConfig & { kind: 'sqlite' };
  remove(): void;
}

/** A fresh SQLite file in its own temporary folder. */
export function createTestSqlite(): TestSqlite {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-api-test-'));
  return {
    config: { kind: 'sqlite', path: path.join(dir, 'azmar.sqlite') },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
