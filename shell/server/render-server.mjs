#!/usr/bin/env node
// The render service as its own process (the `render` container): answers every page request with the page's
// server-rendered HTML. The front door sends it the visitor's URL in X-Original-URI (with Host, X-Forwarded-Proto
// and Cookie), and falls back to the shell's static index.html when this service does not answer.
// Env: PORT (8090), SHELL_DIST (the shell build holding index.html and server/), API_ORIGIN (http://api:3100),
// MFE_<NAME>_UPSTREAM (host:port of each remote's files server) or MFE_<NAME>_URL (an absolute location of the remote),
// RENDER_CACHE_MS (5000), RENDER_TIMEOUT_MS (3000), RENDER_WORKERS (one per core).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { toRemoteEntryUrl } from '@azmar/contract/routes/page-remote-locations';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { createRenderService } from './render-service.mjs';
import { pageCacheControl, sendRenderedPage } from './page-reply.mjs';
import { pageRequestFrom } from './page-request.mjs';
import { registerContactPost } from './contact-post-reply.mjs';

const env = process.env;
const shellDist = path.resolve(env.SHELL_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));

/** Each remote's server container, where the remote's own files server has it. */
function serverEntries() {
  const entries = {};
  for (const remote of SITE_REMOTES) {
    const stem = remote.envVar.replace(/_URL$/, '');
    const moved = env[remote.envVar];
    const base =
      moved && /^https?:\/\//.test(moved)
        ? moved.replace(/remoteEntry\.js$/, '')
        : `http://${env[`${stem}_UPSTREAM`] ?? '127.0.0.1:8080'}/remotes/${remote.workspace}/`;
    entries[remote.name] = new URL('server/remoteEntry.js', base.endsWith('/') ? base : `${base}/`).href;
  }
  return entries;
}

/** Each remote as the browser loads it: where the front door's /remotes.json says (MFE_<NAME>_URL, else its default). */
function browserEntries() {
  return Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, toRemoteEntryUrl(env[remote.envVar] || remote.defaultEntry)]));
}

const service = await createRenderService({
  shellDist,
  serverEntries,
  browserEntries,
  apiOrigin: env.API_ORIGIN ?? 'http://127.0.0.1:3100',
  cacheMs: Number(env.RENDER_CACHE_MS ?? 5000),
  timeoutMs: Number(env.RENDER_TIMEOUT_MS ?? 3000),
  workers: Number(env.RENDER_WORKERS) || undefined,
});

const apiOrigin = env.API_ORIGIN ?? 'http://127.0.0.1:3100';
const app = Fastify({ logger: false });
app.get('/__render/health', async () => ({ status: 'ok' }));
// The front door sends a page's post here too (the contact form before its code runs); the page is X-Original-URI.
await registerContactPost(app, {
  urls: ['/*'],
  pageRequestOf: (request) => pageRequestFrom(request.headers, request.raw.url ?? '/'),
  service: async () => service,
  apiOrigin: () => apiOrigin,
});
app.get('/*', async (request, reply) => {
  const pageRequest = pageRequestFrom(request.headers, request.raw.url ?? '/');
  const page = await service.render(pageRequest, request.headers['accept-encoding']);
  // 503: the front door serves the shell's static page instead.
  if (!page) return reply.code(503).header('Content-Type', 'text/plain; charset=utf-8').send('The page could not be rendered.');
  // Compressed here, once per cached page: the front door sends build files from their precompressed copies and
  // compresses nothing itself.
  return sendRenderedPage(reply, page, request.headers['accept-encoding'], { cacheControl: pageCacheControl(pageRequest.path) });
});
const port = Number(env.PORT ?? 8090);
await app.listen({ port, host: '0.0.0.0' });
console.log(`[render] pages rendered on port ${port} from ${shellDist}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
