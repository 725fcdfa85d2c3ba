#!/usr/bin/env node
// `npm start`: builds every workspace (unless --no-build), starts the API when it is built, and serves the
// whole site on one port. Env: PORT (default 8080), API_URL (use a running API instead of spawning one),
// MFE_HOME_URL / MFE_CATALOGUE_URL / MFE_CONTACT_URL or REMOTES_JSON=<file> (remote locations, re-read per request).
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
const { startApiProcess } = await import('./gateway/api-process.mjs');
const { createGateway, listen } = await import('./gateway/gateway-server.mjs');

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let api = null;
if (apiUrl) {
  console.log(`[gateway] /api is proxied to ${apiUrl}`);
} else {
  // The API's own PORT must not be the gateway's.
  const { PORT: _gatewayPort, ...apiEnv } = process.env;
  api = await startApiProcess({ apiDir: path.join(rootDir, 'api'), env: apiEnv });
}

const server = await createGateway({ rootDir, apiTarget: () => apiUrl ?? api?.url ?? null });
try {
  const actualPort = await listen(server, port);
  console.log(`Azmar site: http://localhost:${actualPort}`);
} catch (error) {
  console.error(`[gateway] cannot listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  await api?.stop();
  process.exit(1);
}

let stopping = false;
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
