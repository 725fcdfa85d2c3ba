#!/usr/bin/env node
// `npm run test:containers`: the production containers built and run for real. Starts a Docker engine and installs
// Compose v2 when missing, builds the local base images once per machine (no image registry is reachable),
// builds every image of docker-compose.yml from a copy of the working tree and brings the stack up with
// `docker compose up --build --wait`, runs the gateway cases and the browser smoke of e2e/containers/ against the
// published port, then redeploys mfe-catalogue alone with a changed text and checks that the gateway kept running, and
// always ends with `docker compose down -v`. Prints how long each part took and the image sizes.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCompose, ensureDockerEngine } from './docker-engine.mjs';
import { copyRepository, editFile } from './repository-copy.mjs';
import { output, run } from './run-command.mjs';
import { freePort, timedSteps } from './timed-steps.mjs';
import { LOCAL_BASE, ensureLocalDebian, ensureLocalBaseImages } from '../base-images/local-base-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const project = 'azmar-containers-test';
const tag = 'containers-test';

const { step, printTimings } = timedSteps('containers');

/** @param {string} service */
function containerState(composeArgs, service) {
  const id = output('docker', ['compose', ...composeArgs, 'ps', '-q', service])?.trim();
  if (!id) throw new Error(`no running container for ${service}`);
  const startedAt = output('docker', ['inspect', '--format', '{{.State.StartedAt}}', id])?.trim();
  return { id, startedAt };
}

/**
 * @param {string[]} specs
 * @param {NodeJS.ProcessEnv} env
 */
function playwright(specs, env) {
  return run(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'containers/playwright.config.ts', ...specs], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, ...env },
  });
}

async function main() {
  await step('docker engine and compose', async () => {
    await ensureDockerEngine();
    await ensureLocalDebian();
    await ensureCompose(LOCAL_BASE.debian);
  });
  await step('local base images (cached)', () => ensureLocalBaseImages());

  const copy = await step('copy of the working tree', () => copyRepository(root));
  const port = await freePort('127.0.0.1');
  const secret = () => randomBytes(18).toString('hex');
  const envFile = path.join(copy, '.env');
  writeFileSync(
    envFile,
    [
      `MYSQL_ROOT_PASSWORD=${secret()}`,
      `MYSQL_PASSWORD=${secret()}`,
      `ADMIN_TOKEN=${secret()}`,
      `PUBLISHED_PORT=${port}`,
      `NODE_IMAGE=${LOCAL_BASE.node}`,
      `NGINX_IMAGE=${LOCAL_BASE.nginx}`,
      `DB_IMAGE=${LOCAL_BASE.mariadb}`,
      `TAG=${tag}`,
      // Not the default network, so an operator's stack on this machine can keep running.
      'SUBNET_PREFIX=172.28.231',
      // The smoke sends more contact messages than a visitor would.
      'RATE_LIMIT_MAX=100',
      // Page URLs on the published port, as a browser here reaches it.
      `PUBLIC_ORIGIN=http://127.0.0.1:${port}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const composeArgs = ['-p', project, '--project-directory', copy, '-f', path.join(copy, 'docker-compose.yml'), '--env-file', envFile];
  const compose = (/** @type {string[]} */ ...args) => run('docker', ['compose', ...composeArgs, ...args], { cwd: copy });
  const smokeEnv = { AZMAR_CONTAINERS_URL: `http://127.0.0.1:${port}`, AZMAR_COMPOSE_ARGS: JSON.stringify(composeArgs) };

  let failed = false;
  try {
    await step('build every image', () => compose('build'));
    await step('start the stack (up --build --wait)', () => compose('up', '--build', '--wait'));
    await step('e2e smoke and the gateway cases through the published port', () =>
      playwright(['stack-smoke.spec.ts', 'page-origin.spec.ts', 'client-address.spec.ts', 'gateway.spec.ts'], smokeEnv),
    );

    // The gateway (the shell's deployment) may not be touched by a remote's redeploy.
    const untouched = ['gateway'];
    const before = untouched.map((service) => containerState(composeArgs, service));
    const changedTitle = `Our Services, redeployed ${randomBytes(3).toString('hex')}`;
    editFile(path.join(copy, 'mfe-catalogue', 'src', 'i18n', 'catalogue.en.ts'), (text) =>
      text.replace(/(services:\s*\{\s*hero:\s*\{\s*title:\s*)'[^']*'/, `$1'${changedTitle}'`),
    );
    await step('redeploy mfe-catalogue alone', () => compose('up', '-d', '--no-deps', '--build', '--wait', 'mfe-catalogue'));
    await step('e2e: new text (in the server HTML too), the gateway kept', async () => {
      await playwright(['catalogue-redeploy.spec.ts'], { ...smokeEnv, AZMAR_SERVICES_TITLE: changedTitle });
      untouched.forEach((service, index) => {
        const after = containerState(composeArgs, service);
        const was = before[index];
        if (after.id !== was.id || after.startedAt !== was.startedAt) {
          throw new Error(`the ${service} container changed: ${JSON.stringify(was)} → ${JSON.stringify(after)}`);
        }
        console.log(`[containers] ${service} container ${after.id.slice(0, 12)} still the one started at ${after.startedAt}`);
      });
    });
    await step('scale the API to 3 instances', async () => {
      await compose('up', '-d', '--wait', '--no-recreate', '--scale', 'api=3');
      const ids = (output('docker', ['compose', ...composeArgs, 'ps', '-q', 'api']) ?? '').split('\n').filter(Boolean);
      if (ids.length !== 3) throw new Error(`expected 3 API containers, found ${ids.length}`);
      const url = `${smokeEnv.AZMAR_CONTAINERS_URL}/api/health/ready`;
      for (let i = 0; i < 6; i += 1) {
        const response = await fetch(url);
        if (response.status !== 200) throw new Error(`${url} answered ${response.status} with 3 API instances`);
      }
    });
  } catch (error) {
    failed = true;
    console.error(`\n[containers] FAILED: ${/** @type {Error} */ (error).message}`);
    await run('docker', ['compose', ...composeArgs, 'ps', '-a']).catch(() => {});
    await run('docker', ['compose', ...composeArgs, 'logs', '--tail', '60']).catch(() => {});
  } finally {
    await step('down -v', () => compose('down', '-v', '--remove-orphans')).catch((error) => {
      failed = true;
      console.error(`[containers] down failed: ${error.message}`);
    });
    rmSync(copy, { recursive: true, force: true });
  }

  console.log('\n[containers] images:');
  console.log(
    output('docker', [
      'images',
      '--format',
      'table {{.Repository}}:{{.Tag}}\t{{.Size}}',
      '--filter',
      'reference=azmar/*',
      '--filter',
      'reference=azmar-local/*',
    ]) ?? '',
  );
  printTimings();
  console.log(failed ? '[containers] FAILED' : '[containers] passed');
  process.exitCode = failed ? 1 : 0;
}

await main();
