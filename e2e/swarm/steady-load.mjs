// A steady, bounded load of page and API requests, as visitors make them (keep-alive connections, no retries: a
// request that fails is counted, never tried again), with the failures of each phase counted: a 5xx, a reset or
// refused connection, a timeout, and any other answer than 200. Each failed request is kept with what is needed to
// find its cause: where it went (the address DNS gave and the addresses it chose from), whether its connection was
// ever made or was an open one reused, how far its answer came, and when. Plain node:http, so it also runs in a bare
// Node container on the stack's network (load-runner.mjs).
import dns from 'node:dns';
import http from 'node:http';

/**
 * One request, as far as it got. Times are epoch milliseconds (the machine's clock, which its containers share).
 * @typedef {object} RequestRecord
 * @property {string} path
 * @property {number} startedAt
 * @property {number} endedAt
 * @property {string | null} address where its connection went (or was trying to go)
 * @property {string[] | null} resolved the addresses DNS answered for a new connection (null: an open one reused)
 * @property {number | null} resolvedAt
 * @property {boolean} reused an open keep-alive connection, not a new one
 * @property {number | null} connectedAt when a new connection was made (null: never, or reused)
 * @property {number | null} status the answer's status, once its headers came
 * @property {number} bytes of the answer's body received
 * @property {string | null} error
 */

/**
 * @typedef {object} PhaseCount
 * @property {number} startedAt
 * @property {number} endedAt
 * @property {number} requests
 * @property {number} ok
 * @property {number} serverErrors
 * @property {number} resets
 * @property {number} timeouts
 * @property {number} other
 * @property {RequestRecord[]} failures every failed request (at most MAX_KEPT)
 * @property {RequestRecord[]} slow answered, but after SLOW_MS or more (at most MAX_KEPT)
 * @property {Record<string, number>} byAddress requests per address connected to
 */

/** Requests kept per phase and kind: enough to see a pattern, bounded when everything fails (a negative control). */
const MAX_KEPT = 50;
/** An answer this slow is kept (not counted as a failure) to show what comes close to the timeout. */
export const SLOW_MS = 3000;

/** @returns {PhaseCount} */
function emptyCount() {
  const now = Date.now();
  return { startedAt: now, endedAt: now, requests: 0, ok: 0, serverErrors: 0, resets: 0, timeouts: 0, other: 0, failures: [], slow: [], byAddress: {} };
}

/** @param {PhaseCount} count */
export function failuresOf(count) {
  return count.serverErrors + count.resets + count.timeouts + count.other;
}

/**
 * Each new connection to a name goes to one of its addresses at random, as a client of DNS round robin does (the
 * swarm's `endpoint_mode: dnsrr`), asked afresh each time as a balancer in front of the swarm asks it: getaddrinfo
 * (`dns.lookup`), which asks the swarm's DNS every time. Not `dns.resolve4`: Node's c-ares, as Debian builds it, keeps
 * answers for their TTL, which is 600 s from the swarm's DNS, and so went on giving out the address of a task that had
 * exited a minute before (and never the address of its replacement): new connections went nowhere.
 * @param {(addresses: string[]) => void} seen told the whole answer
 * @returns {import('node:net').LookupFunction}
 */
function anyAddress(seen) {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: 4, all: true }, (error, answers) => {
      if (error) return callback(error, '', 4);
      const addresses = answers.map((answer) => answer.address);
      seen(addresses);
      const address = addresses[Math.floor(Math.random() * addresses.length)];
      if (options.all) callback(null, [{ address, family: 4 }]);
      else callback(null, address, 4);
    });
  };
}

/**
 * @param {object} options
 * @param {string} options.baseUrl where the site is
 * @param {string} [options.host] the Host header (the site's public name), when it differs from the URL's
 * @param {string[]} options.paths requested in turn by each client
 * @param {number} options.clients requests in flight at most (one per client)
 * @param {number} options.pauseMs each client's pause between its requests: bounds the rate
 * @param {number} options.timeoutMs a request not answered (body included) by then is a timeout
 */
export function startSteadyLoad({ baseUrl, host, paths, clients, pauseMs, timeoutMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  /** @type {Array<[string, PhaseCount]>} */
  const phases = [];
  let current = emptyCount();
  let running = true;

  /** @param {string} path */
  function one(path) {
    const count = current;
    count.requests += 1;
    /** @type {RequestRecord} */
    const record = {
      path,
      startedAt: Date.now(),
      endedAt: 0,
      address: null,
      resolved: null,
      resolvedAt: null,
      reused: false,
      connectedAt: null,
      status: null,
      bytes: 0,
      error: null,
    };
    return new Promise((resolve) => {
      let settled = false;
      /** @param {'ok' | 'serverErrors' | 'resets' | 'timeouts' | 'other'} outcome */
      const settle = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        record.endedAt = Date.now();
        count[outcome] += 1;
        if (record.address) count.byAddress[record.address] = (count.byAddress[record.address] ?? 0) + 1;
        if (outcome !== 'ok' && count.failures.length < MAX_KEPT) count.failures.push(record);
        if (outcome === 'ok' && record.endedAt - record.startedAt >= SLOW_MS && count.slow.length < MAX_KEPT) count.slow.push(record);
        resolve(undefined);
      };
      /** @param {Error} error */
      const failed = (error) => {
        if (settled) return;
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        record.error = code ?? error.message;
        settle(code === 'TIMEOUT' ? 'timeouts' : 'resets');
      };
      const url = new URL(path, baseUrl);
      // Counted as a timeout before the request is destroyed: the errors its destruction causes come too late to count.
      const timer = setTimeout(() => {
        failed(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }));
        request.destroy();
      }, timeoutMs);
      const lookup = anyAddress((addresses) => {
        record.resolved = addresses;
        record.resolvedAt = Date.now();
      });
      // The lookup per request (the agent's own would override it): each new connection's answer is this request's.
      const request = http.get(url, { agent, lookup, headers: { 'accept-encoding': 'br, gzip', ...(host ? { host } : {}) } }, (response) => {
        record.status = response.statusCode ?? 0;
        response.on('data', (chunk) => (record.bytes += chunk.length));
        // The connection lost mid-answer: a reset, whatever the status said.
        response.on('error', failed);
        response.on('aborted', () => failed(Object.assign(new Error('answer cut off'), { code: 'ABORTED' })));
        response.on('end', () => {
          const status = record.status ?? 0;
          if (status === 200) return settle('ok');
          record.error = `HTTP ${status}`;
          settle(status >= 500 ? 'serverErrors' : 'other');
        });
      });
      request.on('socket', (socket) => {
        record.reused = request.reusedSocket;
        if (request.reusedSocket) record.address = socket.remoteAddress ?? null;
        else {
          socket.once('lookup', (_error, address) => (record.address = address ?? null));
          socket.once('connect', () => (record.connectedAt = Date.now()));
        }
      });
      request.on('error', failed);
    });
  }

  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; running; i += 1) {
      await one(paths[i % paths.length]);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });

  return {
    /** Ends the phase running now under `name` and starts counting the next. */
    endPhase(/** @type {string} */ name) {
      current.endedAt = Date.now();
      phases.push([name, current]);
      current = emptyCount();
    },
    /** Stops the clients (after their request in flight) and answers every phase's count. */
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return phases;
    },
  };
}
