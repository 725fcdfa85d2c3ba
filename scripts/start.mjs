#!/usr/bin/env node
// `npm start`: builds every workspace (unless --no-build), starts the API on an embedded SQLite file (unless API_URL
// names a running one), and serves the whole site through the gateway (shell/server) on one port. Env: PORT (8080),
// API_URL, and the gateway's settings (docs/operations.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unbuiltMessage, unbuiltWorkspaces } from './start/built-parts.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 8080);

if (!args.has('--no-build')) {
  console.log('[gateway] building every workspace (npm run build); pass --no-build to skip');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[gateway] the build failed; not starting');
    process.exit(build.status ?? 1);
  }
}

const apiUrl = process.env.API_URL || null;
// An API elsewhere (API_URL) need not be built here.
const unbuilt = unbuiltWorkspaces(rootDir).filter((workspace) => !(apiUrl && workspace === 'api'));
if (unbuilt.length > 0) {
  console.error(unbuiltMessage(unbuilt));
  process.exit(1);
}

// Imported only now: the gateway imports the contract's and the shell's build output, which the step above made.
const { startApiProcess } = await import('./start/api-process.mjs');
const { createGateway, listen } = await import('../shell/dist-server/gateway/gateway.js');

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let api = null;
if (apiUrl) {
  console.log(`[gateway] /api is proxied to ${apiUrl}`);
} else {
  // The API's own PORT must not be the gateway's.
  const { PORT: _gatewayPort, ...apiEnv } = process.env;
  api = await startApiProcess({ apiDir: path.join(rootDir, 'api'), env: apiEnv });
}

const server = await createGateway({ rootDir, apiOrigin: () => apiUrl ?? api?.url ?? null });
try {
  const actualPort = await listen(server, port);
  console.log(`Azmar site: http://localhost:${actualPort}`);
} catch (error) {
  console.error(`[gateway] cannot listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  await api?.stop();
  process.exit(1);
}

let stopping = false;
/** @param {string} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[gateway] ${signal}: stopping`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await Promise.all([closed, api?.stop()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
