import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { openDataSource } from './open-data-source.js';

/** `npm run migrate` (up: every pending migration) and `npm run migrate:down` (undo the last one). */
async function main(direction: string | undefined): Promise<void> {
  if (direction !== 'up' && direction !== 'down') throw new Error('Usage: migrate-command.js up|down');
  const config = loadConfig();
  const dataSource = await openDataSource(config.database);
  try {
    if (direction === 'up') {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations');
    } else {
      const executed = await dataSource.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`).catch(() => []);
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log(executed.length ? `Reverted: ${executed[0].name}` : 'No migration to revert');
    }
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
