// The gateway cases against the gateway as `npm start` runs it (scripts/start.mjs --no-build: the builds, the API
// on a fresh SQLite file), once per setup: whole, with the API down, with the catalogue remote down.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GATEWAY_CASES } from './cases.ts';
import { siteFacts, type GatewayAddress } from './gateway-address.ts';
import { caseTitle, checkCase, type Setup } from './gateway-case.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `npm start` with what the setup takes down: nothing listens on a port just found free. */
async function startSite(setup: Setup) {
  const port = await getPort({ host: '127.0.0.1' });
  const dead = `http://127.0.0.1:${await getPort({ host: '127.0.0.1' })}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-gateway-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SQLITE_PATH: path.join(dataDir, 'site.sqlite'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (setup === 'api-down') env.API_URL = dead;
  if (setup === 'remote-down') env.MFE_CATALOGUE_UPSTREAM = dead;
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs'), '--no-build'], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  for (let waited = 0; !/Azmar site: /.test(output); waited += 100) {
    if (waited > 60_000 || child.exitCode !== null) throw new Error(`the site did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    gateway: { baseUrl, facts: await siteFacts(baseUrl) } satisfies GatewayAddress,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

for (const setup of ['up', 'api-down', 'remote-down'] as const) {
  describe(`the gateway (npm start), ${setup}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    beforeAll(async () => {
      site = await startSite(setup);
    }, 90_000);
    afterAll(() => site?.stop());
    for (const testCase of GATEWAY_CASES.filter((each) => (each.setup ?? 'up') === setup)) {
      it(caseTitle(testCase), async () => {
        await checkCase(testCase, site.gateway);
      });
    }
  });
}
