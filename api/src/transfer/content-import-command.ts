import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { openDataSource } from '../database/open-data-source.js';
import { readExportFile } from './content-file.js';
import { assertImportable, importContent } from './content-transfer.js';

/**
 * `npm run -w api content:import -- <file>`: this deployment's content becomes the file's (published items, drafts,
 * versions replaced; uploads added). Running API instances show it within CONTENT_REFRESH_MS, their pages a few
 * seconds after.
 */
async function main(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error('Usage: npm run -w api content:import -- <file.json or file.json.gz>');
  const config = loadConfig();
  const doc = await readExportFile(args[0]!);
  // Checked before connecting: a wrong file says so without touching the database.
  assertImportable(doc);
  const dataSource = await openDataSource(config.database);
  try {
    if (config.migrationsRun) await dataSource.runMigrations({ transaction: 'each' });
    const summary = await importContent(dataSource, doc);
    const counts = Object.entries(summary.items).map(([kind, n]) => `${n} ${kind}`);
    console.log(
      `Imported ${counts.join(', ')}, ${summary.drafts} drafts, ${summary.versions} versions; ${summary.mediaAdded} uploads added, ${summary.mediaKept} already here`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
});
