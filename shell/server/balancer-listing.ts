// Whether the swarm still sends this replica new connections: its own address is still among the service's task
// addresses in DNS (DRAIN_DNS_NAME, `tasks.gateway` in the stack). The swarm removes a task from that answer (and from
// its virtual IP's backends) when it lets the task go, before it stops it; a replica killed from outside is let go
// only once its health check has failed, which takes as long as the machine is busy.
import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';

/** This process's own IPv4 addresses (in a container: one per network it is on). */
function ownAddresses(): Set<string> {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
  return new Set(addresses);
}

/**
 * @param name the DNS name of the service's tasks
 * @returns true while one of this process's addresses is in the name's answer; a name no longer found lists nobody.
 *   getaddrinfo, not a caching resolver: each call asks the swarm's DNS again.
 */
export function balancerListing(name: string): () => Promise<boolean> {
  return async () => {
    const own = ownAddresses();
    try {
      const answers = await lookup(name, { all: true, family: 4 });
      return answers.some((answer) => own.has(answer.address));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') return false;
      throw error;
    }
  };
}
