import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { ContentFileError } from './content-files.js';
import { runSeed } from './run-seed.js';
import { ContentEditedError, seedChangedAnything } from './seed-content.js';

/** `npm run seed`: make the database's content equal to api/content/*.json (idempotent), until staff edit it in the studio. */
async function main(): Promise<void> {
  const config = loadConfig();
  let summary;
  try {
    summary = await runSeed(config);
  } catch (error) {
    // Not a failure: the staff's content stands (the compose stack's migrate job runs this on every deploy).
    if (!(error instanceof ContentEditedError)) throw error;
    console.log(error.message);
    return;
  }
  for (const [table, t] of Object.entries(summary)) {
    console.log(`${table.padEnd(9)} inserted ${t.inserted}, updated ${t.updated}, deleted ${t.deleted}, unchanged ${t.unchanged}`);
  }
  console.log(
    seedChangedAnything(summary) ? 'Content updated; a running API picks it up within CONTENT_REFRESH_MS.' : 'Content already up to date; nothing written.',
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof ContentFileError || error instanceof ContentEditedError
      ? error.message
      : `Seed failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
