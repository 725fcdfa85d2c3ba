import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Azmar API listening on http://${shownHost}:${config.port}/api`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Azmar API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
