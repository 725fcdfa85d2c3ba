// A stopping gateway's last seconds. A swarm takes a task out of its load balancer before it stops it, but a client
// may still hold a connection to it, and a replica killed from outside (docker kill -s TERM, a node draining) is
// still in the balancer until its health check fails. So on SIGTERM the gateway keeps answering for DRAIN_SECONDS,
// every answer with `Connection: close` and its health check failing, and only then stops accepting; requests in
// flight get a grace period to end.
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Drain {
  /** True from the signal on: answers carry `Connection: close`, `/health` says 503. */
  draining: () => boolean;
  /** Drains, closes the server and resolves once it closed (or the grace period ran out). */
  begin: (server: Server) => Promise<void>;
}

export function createDrain(options: { drainMs: number; graceMs: number; log: (line: string) => void }): Drain {
  let draining = false;
  return {
    draining: () => draining,
    async begin(server) {
      if (draining) return;
      draining = true;
      options.log(`[gateway] draining for ${options.drainMs / 1000} s: health check failing, every answer closes its connection`);
      await sleep(options.drainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets: their clients were told (Keep-Alive: timeout) to give them up before now.
      server.closeIdleConnections();
      await Promise.race([closed, sleep(options.graceMs)]);
    },
  };
}
