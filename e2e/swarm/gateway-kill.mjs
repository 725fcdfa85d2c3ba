// One gateway replica killed from outside the swarm, for e2e/swarm/test-swarm.mjs: the kill, the wait until the killed
// task has exited and two others serve (healthy), and what the engine did meanwhile (its events for the gateway's
// containers: the health check failing, the swarm stopping the task, the exit, its replacement starting and healthy)
// with each container's log of those seconds, so a request that failed then can be set against them.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { output, run } from '../containers/run-command.mjs';
import { runningTasks } from './swarm-stack.mjs';

/**
 * @typedef {object} KillRound
 * @property {number} killedAt epoch milliseconds
 * @property {{ id: string, address: string }} victim
 * @property {Map<string, string>} addresses each gateway container's address in this round → its short id
 * @property {Array<{ at: number, container: string, what: string }>} events the engine's, for the gateway's containers
 * @property {Map<string, string>} logs each container's log lines since the kill (short id → text)
 */

/**
 * Follows the engine's events of one service's containers from now on (health-check exec noise left out). Followed,
 * not asked for afterwards: the engine keeps only its last 256 events, which the health checks' execs fill in seconds.
 * @param {string} service
 */
function followEvents(service) {
  const child = spawn(
    'docker',
    [
      'events',
      '--filter',
      'type=container',
      '--filter',
      `label=com.docker.swarm.service.name=${service}`,
      '--format',
      '{{.TimeNano}}|{{.Actor.ID}}|{{.Action}}|{{index .Actor.Attributes "signal"}}',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  /** @type {Array<{ at: number, container: string, what: string }>} */
  const events = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const [nanos, id, action, signal] = line.split('|');
    if (!nanos || !id || action.startsWith('exec_')) return;
    events.push({ at: Number(BigInt(nanos) / 1_000_000n), container: id.slice(0, 12), what: signal ? `${action} ${signal}` : action });
  });
  return {
    /** Stops following; answers what came. */
    stop() {
      child.kill();
      return events;
    },
  };
}

/** The port the gateway listens on in its container (docker-compose.yml). */
const GATEWAY_PORT = 8080;

/**
 * How many established TCP connections a container has on its own `port` (its network namespace's /proc/net/tcp and
 * tcp6: state 01), or -1 when it cannot be read.
 * @param {string} container
 * @param {number} port
 */
function establishedConnections(container, port) {
  const table = output('docker', ['exec', container, 'sh', '-c', 'cat /proc/net/tcp /proc/net/tcp6 2>/dev/null; true']);
  if (table === null) return -1;
  const localPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return table.split('\n').filter((line) => {
    const [, local = '', , state] = line.trim().split(/\s+/);
    return local.endsWith(localPort) && state === '01';
  }).length;
}

/**
 * Kills one healthy gateway task with `signal` and waits until it has exited and two others are healthy, then
 * `settleMs` more (the load goes on meanwhile: a connection to the address that left would fail then).
 * @param {string} stack
 * @param {'TERM' | 'KILL'} signal
 * @param {number} settleMs
 * @returns {Promise<KillRound>}
 */
export async function killGatewayReplica(stack, signal, settleMs) {
  const service = `${stack}_gateway`;
  /** @type {Map<string, string>} */
  const addresses = new Map();
  const seeTasks = () => {
    const tasks = runningTasks(stack, 'gateway');
    for (const task of tasks) if (task.address) addresses.set(task.address, task.id.slice(0, 12));
    return tasks;
  };
  // The replica holding the most of the load's connections: the load's clients keep their connections, which gather on
  // one replica, and a kill of the other would test nothing (with the drain switched off, the kill phase then passed).
  // On a tie the oldest (docker ps lists the newest first), so round after round every replica gets its turn.
  const healthy = seeTasks().filter((task) => task.healthy);
  const connections = new Map(healthy.map((task) => [task.id, establishedConnections(task.id, GATEWAY_PORT)]));
  const victim = healthy.reduce((busiest, task) => ((connections.get(task.id) ?? 0) > (connections.get(busiest.id) ?? 0) ? task : busiest), healthy.at(-1));
  if (!victim) throw new Error('no healthy gateway replica to kill');
  console.log(
    `[swarm] docker kill -s ${signal} ${victim.id.slice(0, 12)} (${victim.address}, ${connections.get(victim.id)} of the load's connections, ` +
      `the others ${healthy
        .filter((task) => task !== victim)
        .map((task) => connections.get(task.id))
        .join(', ')}; ` +
      'from outside the swarm: it stays in the balancer until the swarm notices)',
  );
  const events = followEvents(service);
  // The subscription is made before the kill, or its first events are lost.
  await sleep(500);
  const killedAt = Date.now();
  await run('docker', ['kill', '--signal', signal, victim.id]);
  for (let i = 0; ; i += 1) {
    const running = output('docker', ['inspect', '--format', '{{.State.Running}}', victim.id])?.trim() === 'true';
    const healthy = seeTasks().filter((task) => task.id !== victim.id && task.healthy);
    if (!running && healthy.length >= 2) break;
    if (i > 120) {
      events.stop();
      throw new Error(`2 minutes after the kill: the killed replica ${running ? 'still runs' : 'exited'}, ${healthy.length} other healthy`);
    }
    await sleep(1000);
  }
  await sleep(settleMs);
  const seen = events.stop();
  /** @type {Map<string, string>} */
  const logs = new Map();
  for (const container of new Set(seen.map((event) => event.container).concat(victim.id.slice(0, 12)))) {
    const text = output('docker', ['logs', '--timestamps', '--since', ((killedAt - 1000) / 1000).toFixed(3), container]);
    if (text?.trim()) logs.set(container, text.trim());
  }
  return { killedAt, victim: { id: victim.id.slice(0, 12), address: victim.address }, addresses, events: seen, logs };
}

/**
 * The round's story on one line per container, times in seconds after the kill.
 * @param {KillRound} round
 */
export function describeRound(round) {
  const byContainer = new Map();
  for (const event of round.events) {
    const list = byContainer.get(event.container) ?? [];
    list.push(`${event.what} +${((event.at - round.killedAt) / 1000).toFixed(1)}`);
    byContainer.set(event.container, list);
  }
  const addressOf = (/** @type {string} */ id) => [...round.addresses].find(([, container]) => container === id)?.[0] ?? '?';
  return [...byContainer].map(([container, list]) => {
    const role = container === round.victim.id ? 'killed' : list.some((/** @type {string} */ e) => e.startsWith('start')) ? 'new' : 'other';
    return `${role} ${container} (${addressOf(container)}): ${list.join(', ')}`;
  });
}
