import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { openDataSource } from '../database/open-data-source.js';
import { writeExportFile } from './content-file.js';
import { exportContent } from './content-transfer.js';

/** `npm run -w api content:export -- <file>`: every published item, draft, version and upload, in one file. */
async function main(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error('Usage: npm run -w api content:export -- <file.json or file.json.gz>');
  const config = loadConfig();
  const dataSource = await openDataSource(config.database);
  try {
    if (config.migrationsRun) await dataSource.runMigrations({ transaction: 'each' });
    const doc = await exportContent(dataSource);
    const bytes = await writeExportFile(args[0]!, doc);
    const counts = Object.entries(doc.published).map(([kind, items]) => `${items.length} ${kind}`);
    console.log(
      `Exported ${counts.join(', ')}, ${doc.drafts.length} drafts, ${doc.versions.length} versions and ${doc.media.length} uploads to ${args[0]} (${bytes} bytes)`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
});
