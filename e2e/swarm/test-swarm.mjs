#!/usr/bin/env node
// `npm run test:swarm`: the stack of docker-compose.yml + docker-compose.swarm.yml deployed on a one-node Docker swarm
// (made here when this machine is in none, and left again at the end), from the images `npm run test:containers`
// builds (`--reuse-images`: the ones it left, as CI runs it right after; otherwise built here the same way). Then,
// under a steady bounded load of page and API requests from this machine (no retries), it rolls a new version of
// mfe-catalogue, then of the API, then kills one replica of the gateway, and counts each phase's failed requests (a
// 5xx, a reset, a timeout, any other unexpected answer): one fails the test. Between the phases it checks that no
// visitor's or staff member's state lives in one replica (e2e/swarm/replica-state.mjs, run on the overlay network,
// where each replica has its own address). It always removes the stack, its secrets and its volume.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureCompose, ensureDockerEngine } from '../containers/docker-engine.mjs';
import { copyRepository } from '../containers/repository-copy.mjs';
import { output, run } from '../containers/run-command.mjs';
import { freePort, timedSteps } from '../containers/timed-steps.mjs';
import { LOCAL_BASE, ensureLocalDebian, ensureLocalBaseImages } from '../base-images/local-base-images.mjs';
import { killGatewayReplica } from './gateway-kill.mjs';
import { printPhases } from './phase-report.mjs';
import { createSecret, ensureSwarm, removeStack, runningTasks, stackFile, waitForStack } from './swarm-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const stack = 'azmar-swarm-test';
const reuseImages = process.argv.includes('--reuse-images');
// test:containers' tag: its images are the ones deployed here.
const tag = reuseImages ? 'containers-test' : 'swarm-test';
const IMAGES = ['api', 'gateway', 'mfe-home', 'mfe-catalogue', 'mfe-contact'];
const SECRET_PREFIX = 'azmar_swarm_test';
const network = `${stack}_site`;
// The swarm's virtual IPs and routing mesh need the kernel's IPVS; without it (this CI's VMs) services are found by
// DNS round robin and the clients run in a container on the stack's network (e2e/swarm/no-routing-mesh.yml).
const routingMesh = existsSync('/proc/net/ip_vs');
// TERM: a stop from outside the swarm, which the gateway drains. KILL (SWARM_KILL_SIGNAL=KILL, to measure, not run by
// CI): a crash, which no server can drain; its failures show what the balancer does with a task that vanished.
const killSignal = process.env.SWARM_KILL_SIGNAL === 'KILL' ? 'KILL' : 'TERM';
// Gateway replicas killed one after another in one deploy (SWARM_KILL_ROUNDS=20 to look for a rare failure; CI kills
// one), each waited for until it has exited and its replacement is healthy.
const killRounds = Number(process.env.SWARM_KILL_ROUNDS?.trim() || 1);
if (!Number.isInteger(killRounds) || killRounds < 1)
  throw new Error(`SWARM_KILL_ROUNDS must be a whole number of 1 or more, not "${process.env.SWARM_KILL_ROUNDS}"`);
const { step, printTimings } = timedSteps('swarm');

/** The stack's images, built from a copy of the working tree as test:containers builds them. */
async function buildImages() {
  const copy = copyRepository(root);
  try {
    const env = { ...process.env, NODE_IMAGE: LOCAL_BASE.node, NGINX_IMAGE: LOCAL_BASE.nginx, TAG: tag, MYSQL_ROOT_PASSWORD: 'build', MYSQL_PASSWORD: 'build' };
    await run('docker', ['compose', '-p', stack, '--project-directory', copy, '-f', path.join(copy, 'docker-compose.yml'), 'build', ...IMAGES], {
      cwd: copy,
      env,
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A new version of a service's image: the same files under a new tag and label, made in a second, so the roll is what
 * the test measures, not a build.
 * @param {string} service
 * @param {string} version
 */
async function newVersion(service, version) {
  const image = `azmar/${service}:${tag}-${version}`;
  await run('docker', ['build', '-q', '-t', image, '--label', `org.azmar.version=${version}`, '-'], {
    input: `FROM azmar/${service}:${tag}\n`,
    env: { ...process.env, DOCKER_BUILDKIT: '0' },
  });
  return image;
}

/**
 * Rolls one service to an image and waits until the update finished (start-first, health-gated: docker-compose.swarm.yml).
 * @param {string} service
 * @param {string} image
 */
async function roll(service, image) {
  await run('docker', ['service', 'update', '--quiet', '--detach=false', '--image', image, `${stack}_${service}`]);
  const state = output('docker', ['service', 'inspect', '--format', '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}', `${stack}_${service}`])?.trim();
  if (state !== 'completed') throw new Error(`the update of ${service} ended "${state}", not completed (rolled back?)`);
}

/**
 * Starts the steady load (e2e/swarm/load-runner.mjs): here against the published port, or from a container on the
 * stack's network where there is no routing mesh.
 * @param {object} options startSteadyLoad's
 */
function startLoad(options) {
  const args = JSON.stringify(options);
  const child = routingMesh
    ? spawn(process.execPath, [path.join(root, 'e2e', 'swarm', 'load-runner.mjs'), args], { stdio: ['pipe', 'pipe', 'inherit'] })
    : spawn(
        'docker',
        [
          'run',
          '--rm',
          '-i',
          '--network',
          network,
          '-v',
          `${path.join(root, 'e2e', 'swarm')}:/load:ro`,
          LOCAL_BASE.node,
          'node',
          '/load/load-runner.mjs',
          args,
        ],
        {
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
  let out = '';
  /** @type {() => void} */
  let markStarted = () => {};
  const started = new Promise((resolve) => (markStarted = () => resolve(undefined)));
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.includes('STARTED\n')) markStarted();
  });
  const ended = new Promise((resolve) => child.on('close', resolve));
  return {
    /** Resolves once the clients run (a container takes seconds to start). */
    started: () => Promise.race([started, ended.then(() => Promise.reject(new Error(`the load ended before it started: ${out}`)))]),
    endPhase: (/** @type {string} */ name) => child.stdin.write(`phase ${name}\n`),
    /** @returns {Promise<Array<[string, import('./steady-load.mjs').PhaseCount]>>} */
    async stop() {
      child.stdin.end('stop\n');
      await ended;
      const line = out.split('\n').find((l) => l.startsWith('PHASES '));
      if (!line) throw new Error(`the load gave no counts: ${out}`);
      return JSON.parse(line.slice('PHASES '.length));
    },
  };
}

/**
 * Whether the site answers `path` with 200, asked as the test's clients ask it.
 * @param {string} origin
 * @param {string} urlPath
 */
async function siteAnswers(origin, urlPath) {
  if (routingMesh)
    return fetch(`${origin}${urlPath}`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.ok,
      () => false,
    );
  const script = `fetch(${JSON.stringify(`${origin}${urlPath}`)}, { signal: AbortSignal.timeout(3000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
  return output('docker', ['run', '--rm', '--network', network, LOCAL_BASE.node, 'node', '-e', script]) !== null;
}

/**
 * Replica-state cases inside one gateway container, where the overlay's task addresses are reachable.
 * @param {{ host: string, staff: { username: string, password: string } }} context
 */
async function checkReplicaState({ host, staff }) {
  const api = runningTasks(stack, 'api');
  const gateway = runningTasks(stack, 'gateway');
  console.log(`[swarm] API replicas ${api.map((t) => t.address).join(', ')}; gateway replicas ${gateway.map((t) => t.address).join(', ')}`);
  const script = readFileSync(path.join(root, 'e2e', 'swarm', 'replica-state.mjs'), 'utf8');
  const args = JSON.stringify({ api: api.map((t) => t.address), gateway: gateway.map((t) => t.address), staff, host });
  await run('docker', ['exec', '-i', gateway[0].id, 'node', '--input-type=module', '-', args], { input: script });
}

async function main() {
  await step('docker engine, compose and the local base images', async () => {
    await ensureDockerEngine();
    await ensureLocalDebian();
    await ensureCompose(LOCAL_BASE.debian);
    await ensureLocalBaseImages();
  });
  const missing = IMAGES.filter((image) => output('docker', ['image', 'inspect', `azmar/${image}:${tag}`]) === null);
  if (reuseImages && missing.length > 0)
    throw new Error(`--reuse-images: no ${missing.map((i) => `azmar/${i}:${tag}`).join(', ')}; run npm run test:containers first`);
  if (!reuseImages) await step('build every image (as test:containers does)', buildImages);
  const initialised = await step('one-node swarm', ensureSwarm);

  const port = await freePort('0.0.0.0');
  const origin = routingMesh ? `http://127.0.0.1:${port}` : 'http://gateway:8080';
  const publicHost = new URL(origin).host;
  console.log(
    `[swarm] ${routingMesh ? `routing mesh: the site on the published port ${port}` : 'no IPVS in this kernel: no routing mesh; DNS round robin, clients on the stack network'}`,
  );
  const secret = () => randomBytes(18).toString('hex');
  const staff = { username: 'swarm-staff', password: `${secret()}-Aa1` };
  const stackPath = path.join(os.tmpdir(), `${stack}-${process.pid}.yml`);
  const stackEnv = {
    ...process.env,
    TAG: tag,
    DB_IMAGE: LOCAL_BASE.mariadb,
    PUBLISHED_PORT: String(port),
    PUBLIC_ORIGIN: origin,
    SECRETS_PREFIX: SECRET_PREFIX,
    // Not the default, so an operator's stack on this machine keeps its network.
    SWARM_SUBNET: '10.231.77.0/24',
    RATE_LIMIT_MAX: '100',
    CONTACT_MIN_FILL_SECONDS: '1',
    // The load comes from one address, which the ingress shows the gateway as its own: no per-client cap here.
    CLIENT_REQUEST_LIMIT: '0',
  };

  let failed = false;
  /** @type {Array<[string, import('./steady-load.mjs').PhaseCount]>} */
  let phases = [];
  /** @type {Map<string, import('./gateway-kill.mjs').KillRound>} */
  const rounds = new Map();
  /** Every gateway address seen, for the report: address → container. */
  const knownGateways = new Map();
  try {
    await step('secrets and the stack file', async () => {
      await createSecret(`${SECRET_PREFIX}_db_root_password`, secret());
      await createSecret(`${SECRET_PREFIX}_db_password`, secret());
      await createSecret(`${SECRET_PREFIX}_admin_token`, randomBytes(32).toString('hex'));
      writeFileSync(stackPath, stackFile(root, stack, routingMesh ? [] : [path.join(root, 'e2e', 'swarm', 'no-routing-mesh.yml')]));
    });
    await step('docker stack deploy, and every replica up', async () => {
      await run('docker', ['stack', 'deploy', '--detach=true', '-c', stackPath, stack], { env: stackEnv });
      await waitForStack(stack, 300_000);
      // The site answers once the gateways' tasks are known (the ingress, or DNS) and an API is ready.
      for (let i = 0; i < 60; i += 1) {
        if (await siteAnswers(origin, '/api/health/ready')) return;
        await sleep(1000);
      }
      throw new Error(`${origin}/api/health/ready did not answer 200`);
    });
    await step('a staff account (the API image’s user:create)', () =>
      run('docker', ['exec', '-i', runningTasks(stack, 'api')[0].id, 'node', 'dist/users/user-create-command.js', staff.username], {
        input: `${staff.password}\n`,
      }),
    );

    const load = startLoad({
      baseUrl: origin,
      host: publicHost,
      paths: ['/', '/products?lang=ku', '/api/products', '/services', '/remotes/mfe-catalogue/remoteEntry.js', '/api/services?lang=ku', '/about?lang=en'],
      clients: 4,
      pauseMs: 100,
      timeoutMs: 10_000,
    });
    /**
     * One phase of the load: its requests are counted under its name, whether the work succeeded or not.
     * @param {string} name
     * @param {() => Promise<unknown>} work
     */
    const phase = async (name, work) => {
      try {
        await step(`load: ${name}`, work);
      } finally {
        load.endPhase(name);
      }
    };
    try {
      await load.started();
      for (const task of runningTasks(stack, 'gateway')) knownGateways.set(task.address, task.id.slice(0, 12));
      await phase('steady state (10 s)', () => sleep(10_000));
      const catalogue = await newVersion('mfe-catalogue', 'v2');
      await phase('roll mfe-catalogue', () => roll('mfe-catalogue', catalogue));
      const api = await newVersion('api', 'v2');
      await phase('roll the API', () => roll('api', api));
      // Each round its own phase: one replica killed, its exit and its replacement's first seconds under the load.
      for (let i = 1; i <= killRounds; i += 1) {
        const name = `kill one gateway replica (SIG${killSignal})${killRounds > 1 ? ` ${i}/${killRounds}` : ''}`;
        await phase(name, async () => rounds.set(name, await killGatewayReplica(stack, killSignal, 5000)));
      }
    } finally {
      phases = await load.stop();
    }
    // On the rolled versions: what one replica was told, every other knows.
    await step('state of visitors and staff across replicas', () => checkReplicaState({ host: publicHost, staff }));
  } catch (error) {
    failed = true;
    console.error(`\n[swarm] FAILED: ${/** @type {Error} */ (error).message}`);
    await run('docker', ['stack', 'ps', stack, '--no-trunc']).catch(() => {});
  } finally {
    await step('remove the stack, its volume and secrets', async () => {
      await removeStack(stack);
      await run('docker', ['volume', 'rm', '-f', `${stack}_db-data`]);
      for (const name of ['db_root_password', 'db_password', 'admin_token']) await run('docker', ['secret', 'rm', `${SECRET_PREFIX}_${name}`]).catch(() => {});
      for (const service of ['mfe-catalogue', 'api']) output('docker', ['image', 'rm', `azmar/${service}:${tag}-v2`]);
      if (initialised) await run('docker', ['swarm', 'leave', '--force']);
    }).catch((error) => {
      failed = true;
      console.error(`[swarm] clean-up failed: ${error.message}`);
    });
    rmSync(stackPath, { force: true });
  }

  for (const round of rounds.values()) for (const [address, container] of round.addresses) knownGateways.set(address, container);
  if (printPhases(phases, rounds, knownGateways)) failed = true;
  if (phases.length === 0) failed = true;
  printTimings();
  console.log(failed ? '[swarm] FAILED' : '[swarm] passed');
  process.exitCode = failed ? 1 : 0;
}

await main();
