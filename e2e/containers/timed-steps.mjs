// What the container tests share around their steps: each one announced and timed (the timings are printed at the
// end), and a free port of this machine for what they publish.
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
  return { step, timings };
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
