// What the container tests share around their steps: each one announced and timed (printTimings, at the end), and a free port of this machine for what they publish.
import net from 'node:net';

/** @param {string} label the prefix of every line, e.g. `containers` */
export function timedSteps(label) {
  /** @type {Array<[string, number]>} */
  const timings = [];
  /**
   * @template T
   * @param {string} name
   * @param {() => Promise<T> | T} work
   */
  async function step(name, work) {
    const t0 = Date.now();
    console.log(`\n[${label}] ${name} …`);
    try {
      return await work();
    } finally {
      const seconds = (Date.now() - t0) / 1000;
      timings.push([name, seconds]);
      console.log(`[${label}] ${name}: ${seconds.toFixed(1)} s`);
    }
  }
  const started = Date.now();
  /** Prints every step's time and the whole run's, where time went. */
  function printTimings() {
    const width = Math.max('whole run'.length, ...timings.map(([name]) => name.length)) + 2;
    console.log(`[${label}] timings:`);
    for (const [name, seconds] of [...timings, ['whole run', (Date.now() - started) / 1000]])
      console.log(`  ${String(name).padEnd(width)} ${Number(seconds).toFixed(1).padStart(7)} s`);
  }
  return { step, printTimings };
}

/**
 * A port free on this machine right now.
 * @param {string} host where it must be free: 127.0.0.1, or 0.0.0.0 for one published on every interface
 * @returns {Promise<number>}
 */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
