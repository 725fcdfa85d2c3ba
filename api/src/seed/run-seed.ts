import type { AppConfig } from '../config/app-config.js';
import { openDataSource } from '../database/open-data-source.js';
import { loadContent } from './content-files.js';
import { seedContent, type SeedSummary } from './seed-content.js';

/**
 * Validates every content file before touching the database (a bad file changes nothing), runs
 * pending migrations unless turned off, then syncs the content tables.
 */
export async function runSeed(config: AppConfig): Promise<SeedSummary> {
  const content = await loadContent(config.contentDir);
  const dataSource = await openDataSource(config.database);
  try {
    if (config.migrationsRun) await dataSource.runMigrations({ transaction: 'each' });
    return await seedContent(dataSource, content);
  } finally {
    await dataSource.destroy();
  }
}
