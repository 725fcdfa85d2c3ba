// The gateway as its own process (its container, or `npm start` through scripts/start.mjs). Settings: docs/operations.md.
import { createGateway, listen } from './gateway.js';

const rootDir = process.env.SITE_ROOT ?? new URL('../../..', import.meta.url).pathname;
const apiUrl = process.env.API_URL?.trim() || null;
const server = await createGateway({ rootDir, apiOrigin: () => apiUrl });
const port = await listen(server, Number(process.env.PORT ?? 8080), process.env.HOST ?? '0.0.0.0');
console.log(`[gateway] the site on port ${port}${apiUrl ? `, /api to ${apiUrl}` : ', no API (API_URL is not set)'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`[gateway] ${signal}: stopping`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests in flight get a few seconds to finish (a rolling update's old replica), then the process ends.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
