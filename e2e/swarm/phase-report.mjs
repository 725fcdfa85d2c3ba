// The swarm test's account of its load, for e2e/swarm/test-swarm.mjs: each phase's requests and failures, and every
// failed (and slow) request with what its cause needs: when (seconds after the phase's kill, or into the phase), the
// address it went to and which replica that was, the addresses DNS offered, whether its connection was ever made, how
// far its answer came, and the error. A phase that killed a replica also gets the engine's story of that round and,
// when a request failed in it, the gateways' log lines of those seconds.
import { SLOW_MS, failuresOf } from './steady-load.mjs';
import { describeRound } from './gateway-kill.mjs';

/**
 * @typedef {import('./steady-load.mjs').PhaseCount} PhaseCount
 * @typedef {import('./steady-load.mjs').RequestRecord} RequestRecord
 * @typedef {import('./gateway-kill.mjs').KillRound} KillRound
 */

const SLOW_SECONDS = SLOW_MS / 1000;
const seconds = (/** @type {number} */ ms) => `${ms >= 0 ? '+' : ''}${(ms / 1000).toFixed(2)} s`;

/**
 * Which gateway an address was: in a kill round, the killed one, its replacement or the other; else its container.
 * @param {string | null} address
 * @param {KillRound | undefined} round
 * @param {Map<string, string>} known every gateway address seen → its container's short id
 */
function whose(address, round, known) {
  if (!address) return 'no address yet';
  if (round) {
    if (address === round.victim.address) return `${address}, the killed replica`;
    const container = round.addresses.get(address);
    const started = container && round.events.some((event) => event.container === container && event.what === 'start');
    if (container) return `${address}, ${started ? 'its replacement' : 'another replica'} ${container}`;
  }
  const container = known.get(address);
  return container ? `${address}, gateway ${container}` : `${address}, not a gateway seen`;
}

/**
 * @param {RequestRecord} record
 * @param {number} reference epoch ms the times are given from
 * @param {KillRound | undefined} round
 * @param {Map<string, string>} known
 */
function describeRequest(record, reference, round, known) {
  const how = record.reused
    ? `on an open connection to ${whose(record.address, round, known)}`
    : `new connection to ${whose(record.address, round, known)}` +
      (record.resolved
        ? ` (DNS gave ${record.resolved.join(' ')} at ${seconds((record.resolvedAt ?? 0) - reference)})`
        : ' (the system resolver, not DNS round robin)') +
      (record.connectedAt === null ? ', never connected' : `, connected at ${seconds(record.connectedAt - reference)}`);
  const answer = record.status === null ? 'no answer' : `answer ${record.status}, body bytes: ${record.bytes}`;
  const outcome = record.error ?? 'ok';
  return `${seconds(record.startedAt - reference)} ${record.path}: ${outcome} after ${((record.endedAt - record.startedAt) / 1000).toFixed(2)} s; ${how}; ${answer}`;
}

/**
 * Prints every phase and answers whether any request failed.
 * @param {Array<[string, PhaseCount]>} phases
 * @param {Map<string, KillRound>} rounds by phase name
 * @param {Map<string, string>} known every gateway address seen → its container's short id
 */
export function printPhases(phases, rounds, known) {
  let failed = false;
  console.log('\n[swarm] requests per phase (failed: 5xx / reset / timeout / other):');
  for (const [name, count] of phases) {
    const failures = failuresOf(count);
    if (failures > 0) failed = true;
    const round = rounds.get(name);
    const reference = round?.killedAt ?? count.startedAt;
    const from = round ? 'after the kill' : 'into the phase';
    console.log(
      `  ${name.padEnd(40)} ${String(count.requests).padStart(6)} requests, ${failures} failed (${count.serverErrors} / ${count.resets} / ${count.timeouts} / ${count.other}), ${((count.endedAt - count.startedAt) / 1000).toFixed(1)} s`,
    );
    if (round) for (const line of describeRound(round)) console.log(`      ${line}`);
    const spread = Object.entries(count.byAddress)
      .map(([address, n]) => `${whose(address, round, known)}: ${n}`)
      .join('; ');
    if (spread) console.log(`      requests by address: ${spread}`);
    for (const record of count.failures) console.log(`      FAILED ${describeRequest(record, reference, round, known)} (times ${from})`);
    if (count.failures.length < failures) console.log(`      … and ${failures - count.failures.length} more failed`);
    const slowest = [...count.slow].sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt)).slice(0, 5);
    if (slowest.length > 0) console.log(`      ${count.slow.length} answered in ${SLOW_SECONDS} s or more; the slowest:`);
    for (const record of slowest) console.log(`      slow   ${describeRequest(record, reference, round, known)} (times ${from})`);
    if (round && failures > 0) for (const [container, text] of round.logs) console.log(`      log of ${container}:\n${text.replace(/^/gm, '        ')}`);
  }
  return failed;
}
