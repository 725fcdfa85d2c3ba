// The gateway as its own process (its container, or `npm start` through scripts/start.mjs). Settings: docs/operations.md.
import { balancerListing } from './balancer-listing.js';
import { createDrain } from './drain.js';
import { createGateway, listen } from './gateway.js';

const rootDir = process.env.SITE_ROOT ?? new URL('../../..', import.meta.url).pathname;
const apiUrl = process.env.API_URL?.trim() || null;
// 0 by default: a developer's Ctrl-C ends at once; the swarm stack sets it (docker-compose.swarm.yml).
const drainSeconds = Number(process.env.DRAIN_SECONDS?.trim() || 0);
if (!Number.isInteger(drainSeconds) || drainSeconds < 0)
  throw new Error(`DRAIN_SECONDS must be a whole number of 0 or more, not "${process.env.DRAIN_SECONDS}"`);
// Set in the swarm stack (`tasks.gateway`): the drain then lasts until the swarm stops giving out this replica's
// address (DRAIN_SECONDS at most), and 3 s more for clients told it just before; requests in flight get a few seconds
// to finish (a render times out after 3 s), then the process ends.
const drainDnsName = process.env.DRAIN_DNS_NAME?.trim() || null;
const drain = createDrain({
  drainMs: drainSeconds * 1000,
  graceMs: 5000,
  stillListed: drainDnsName ? balancerListing(drainDnsName) : undefined,
  pollMs: 500,
  settleMs: 3000,
  log: console.log,
});
const server = await createGateway({ rootDir, apiOrigin: () => apiUrl, draining: drain.draining });
const port = await listen(server, Number(process.env.PORT ?? 8080), process.env.HOST ?? '0.0.0.0');
console.log(`[gateway] the site on port ${port}${apiUrl ? `, /api to ${apiUrl}` : ', no API (API_URL is not set)'}`);

// `on`, not `once`: a second signal during the drain (the swarm stopping a task that another SIGTERM made unhealthy)
// would otherwise end the process at once, cutting the requests in flight.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (drain.draining()) return console.log(`[gateway] ${signal}: already stopping`);
    console.log(`[gateway] ${signal}: stopping`);
    void drain.begin(server).then(() => process.exit(0));
  });
}
