// A stopping gateway's last seconds. A swarm takes a task out of its load balancer before it stops it, but a client
// may still hold a connection to it, and a replica killed from outside (docker kill -s TERM, a node draining) is
// still in the balancer until its health check fails. So on SIGTERM the gateway keeps answering, every answer with
// `Connection: close` and its health check failing, and only then stops accepting; requests in flight get a grace
// period to end. How long it keeps answering: until the balancer has let it go (`stillListed`, balancer-listing.ts)
// and `settleMs` more for a client that was told its address just before, at most `drainMs`; without `stillListed`,
// `drainMs`. A fixed time alone was a race: a replica whose health check failed late (a busy machine) had stopped
// answering while the swarm's DNS still gave out its address, and a new connection to it went nowhere.
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Drain {
  /** True from the signal on: answers carry `Connection: close`, `/health` says 503. */
  draining: () => boolean;
  /** Drains, closes the server and resolves once it closed (or the grace period ran out). */
  begin: (server: Server) => Promise<void>;
}

export interface DrainOptions {
  /** The longest the drain lasts; with no `stillListed`, how long it lasts. */
  drainMs: number;
  /** How long requests in flight get once the server stops accepting. */
  graceMs: number;
  /** Whether the balancer still sends this replica new connections; asked every `pollMs` while draining. */
  stillListed?: () => Promise<boolean>;
  pollMs?: number;
  /** After the balancer let it go: connections from clients that had its address just before still come. */
  settleMs?: number;
  log: (line: string) => void;
}

/** Waits until the balancer has let this replica go (an error asking counts as still listed), or `until`. */
async function waitUntilDelisted(stillListed: () => Promise<boolean>, pollMs: number, until: number): Promise<boolean> {
  while (Date.now() < until) {
    if (!(await stillListed().catch(() => true))) return true;
    await sleep(Math.min(pollMs, Math.max(0, until - Date.now())));
  }
  return false;
}

export function createDrain(options: DrainOptions): Drain {
  let draining = false;
  return {
    draining: () => draining,
    async begin(server) {
      if (draining) return;
      draining = true;
      const started = Date.now();
      const until = started + options.drainMs;
      if (options.stillListed && options.drainMs > 0) {
        options.log(
          `[gateway] draining until the balancer lets this replica go (at most ${options.drainMs / 1000} s): health check failing, every answer closes its connection`,
        );
        const delisted = await waitUntilDelisted(options.stillListed, options.pollMs ?? 500, until);
        if (delisted) {
          options.log(`[gateway] out of the balancer after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          await sleep(Math.min(options.settleMs ?? 0, Math.max(0, until - Date.now())));
        } else options.log(`[gateway] still in the balancer after ${options.drainMs / 1000} s: stopping anyway`);
      } else {
        options.log(`[gateway] draining for ${options.drainMs / 1000} s: health check failing, every answer closes its connection`);
        await sleep(options.drainMs);
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets: their clients were told (Keep-Alive: timeout) to give them up before now.
      server.closeIdleConnections();
      await Promise.race([closed, sleep(options.graceMs)]);
    },
  };
}
