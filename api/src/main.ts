import { type AppConfig, ConfigError } from './config/app-config.js';
import { loadConfig } from './config/load-config.js';
import { createApp } from './create-app.js';

function describeDatabase(config: AppConfig): string {
  const db = config.database;
  return db.kind === 'sqlite' ? `SQLite file ${db.path} (SQLITE_PATH)` : `${db.kind} at ${db.host}:${db.port}/${db.database} (DATABASE_URL)`;
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    const app = await createApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const reason = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
    console.error(`Azmar API failed to start: ${reason}\n  database: ${describeDatabase(config)}; listening on ${config.host}:${config.port} (PORT, HOST)`);
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Azmar API listening on http://${shownHost}:${config.port}/api`);
}

void main();
