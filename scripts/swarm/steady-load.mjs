// A steady, bounded load of page and API requests, as visitors make them (keep-alive connections, no retries: a
// request that fails is counted, never tried again), with the failures of each phase counted: a 5xx, a reset or
// refused connection, a timeout, and any other answer than 200. Plain node:http, so it also runs in a bare Node
// container on the stack's network (load-runner.mjs).
import dns from 'node:dns';
import http from 'node:http';

/**
 * @typedef {{ requests: number, ok: number, serverErrors: number, resets: number, timeouts: number, other: number, examples: string[] }} PhaseCount
 */

/** @returns {PhaseCount} */
function emptyCount() {
  return { requests: 0, ok: 0, serverErrors: 0, resets: 0, timeouts: 0, other: 0, examples: [] };
}

/** @param {PhaseCount} count */
export function failuresOf(count) {
  return count.serverErrors + count.resets + count.timeouts + count.other;
}

/**
 * Each new connection to a name goes to one of its addresses at random, as a client of DNS round robin does (the
 * swarm's `endpoint_mode: dnsrr`); getaddrinfo would sort them and send every connection to the same one.
 * @type {import('node:net').LookupFunction}
 */
function anyAddress(hostname, options, callback) {
  dns.resolve4(hostname, (error, addresses) => {
    if (error || addresses.length === 0) return dns.lookup(hostname, options, callback);
    const address = addresses[Math.floor(Math.random() * addresses.length)];
    if (options.all) callback(null, [{ address, family: 4 }]);
    else callback(null, address, 4);
  });
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, lookup: anyAddress });
  /** @type {Array<[string, PhaseCount]>} */
  const phases = [];
  let current = emptyCount();
  let running = true;

  /** @param {string} path */
  function one(path) {
    const count = current;
    count.requests += 1;
    const note = (/** @type {string} */ what) => {
      if (count.examples.length < 5) count.examples.push(`${path}: ${what}`);
    };
    return new Promise((resolve) => {
      const url = new URL(path, baseUrl);
      const timer = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs);
      const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...(host ? { host } : {}) } }, (response) => {
        response.on('data', () => {});
        response.on('error', () => {});
        response.on('end', () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          if (status === 200) count.ok += 1;
          else {
            if (status >= 500) count.serverErrors += 1;
            else count.other += 1;
            note(String(status));
          }
          resolve(undefined);
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (code === 'TIMEOUT') count.timeouts += 1;
        else count.resets += 1;
        note(code ?? error.message);
        resolve(undefined);
      });
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
