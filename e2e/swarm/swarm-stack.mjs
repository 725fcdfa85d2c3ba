// The stack on a one-node Docker swarm, for e2e/swarm/test-swarm.mjs: the swarm itself (made here only if this machine
// is in none, and then left again), the Docker secrets, the stack file Compose merges from docker-compose.yml and
// docker-compose.swarm.yml, and what the test asks of the running stack (its tasks, their addresses).
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { output, run } from '../containers/run-command.mjs';

/** Makes this machine a one-node swarm unless it is in one; answers whether it did (so it leaves it at the end). */
export async function ensureSwarm() {
  const state = output('docker', ['info', '--format', '{{.Swarm.LocalNodeState}}'])?.trim();
  if (state === 'active') return false;
  // The address other nodes would use; here only this node exists, so the first non-loopback one does.
  const address = (output('hostname', ['-I']) ?? '').split(/\s+/).find((a) => /^\d+\.\d+\.\d+\.\d+$/.test(a) && !a.startsWith('127.'));
  await run('docker', ['swarm', 'init', ...(address ? ['--advertise-addr', address] : [])]);
  return true;
}

/**
 * @param {string} name
 * @param {string} value
 */
export async function createSecret(name, value) {
  if (output('docker', ['secret', 'inspect', name]) !== null) await run('docker', ['secret', 'rm', name]);
  await run('docker', ['secret', 'create', name, '-'], { input: value });
}

/**
 * The stack file: Compose merges the two files (the swarm one resets what a stack refuses) and leaves ${…} for the
 * stack; the project's `name:` is Compose's own key, which a stack file may not hold.
 * @param {string} dir the repository (or its copy)
 * @param {string} stack its name: Compose names the network and the volume after it, as the stack does
 * @param {string[]} [more] further files merged last (the test's own changes)
 */
export function stackFile(dir, stack, more = []) {
  const merged = execFileSync(
    'docker',
    [
      'compose',
      '-p',
      stack,
      '--project-directory',
      dir,
      '-f',
      `${dir}/docker-compose.yml`,
      '-f',
      `${dir}/docker-compose.swarm.yml`,
      ...more.flatMap((file) => ['-f', file]),
      'config',
      '--no-interpolate',
    ],
    { encoding: 'utf8' },
  );
  return merged.replace(/^name: .*\n/m, '');
}

/**
 * The running containers of one service of the stack, with their address on the stack's network.
 * @param {string} stack
 * @param {string} service
 */
export function runningTasks(stack, service) {
  const ids = (output('docker', ['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${stack}_${service}`]) ?? '').split('\n').filter(Boolean);
  return ids.map((id) => {
    const [address = '', health = ''] = (
      output('docker', [
        'inspect',
        '--format',
        `{{(index .NetworkSettings.Networks "${stack}_site").IPAddress}} {{if .State.Health}}{{.State.Health.Status}}{{end}}`,
        id,
      ]) ?? ''
    )
      .trim()
      .split(' ');
    return { id, address, healthy: health === 'healthy' };
  });
}

/**
 * Waits until every service of the stack runs all its replicas (a job: has completed), or throws after `timeoutMs`.
 * @param {string} stack
 * @param {number} timeoutMs
 */
export async function waitForStack(stack, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    last = output('docker', ['stack', 'services', stack, '--format', '{{.Name}}|{{.Mode}}|{{.Replicas}}']) ?? '';
    const lines = last.trim().split('\n').filter(Boolean);
    const done =
      lines.length > 0 &&
      lines.every((line) => {
        const [, mode, replicas] = line.split('|');
        // "2/2"; a job's "0/1 (1/1 completed)".
        if (mode.includes('job')) return /\((\d+)\/\1 completed\)/.test(replicas);
        const [up, wanted] = replicas.split('/');
        return up === wanted;
      });
    if (done) return;
    await sleep(2000);
  }
  throw new Error(`the stack did not converge in ${timeoutMs / 1000} s:\n${last}`);
}

/**
 * Removes the stack and waits until its containers and network are gone (a new deploy may not reuse them).
 * @param {string} stack
 */
export async function removeStack(stack) {
  await run('docker', ['stack', 'rm', stack]);
  for (let i = 0; i < 60; i += 1) {
    // A job's containers stay once exited: nothing removes them but this.
    const exited = (output('docker', ['ps', '-aq', '--filter', `label=com.docker.stack.namespace=${stack}`, '--filter', 'status=exited']) ?? '')
      .split('\n')
      .filter(Boolean);
    if (exited.length > 0) output('docker', ['rm', '-f', ...exited]);
    const left = (output('docker', ['ps', '-aq', '--filter', `label=com.docker.stack.namespace=${stack}`]) ?? '').trim();
    const network = (output('docker', ['network', 'ls', '-q', '--filter', `label=com.docker.stack.namespace=${stack}`]) ?? '').trim();
    if (!left && !network) return;
    await sleep(1000);
  }
  throw new Error(`the stack ${stack} left containers or its network behind`);
}
