// The gateway: the site's single entry point, the same in `npm start` and in the containers. On one port it serves the
// shell's files, each remote's files under /remotes/<workspace>/ (from its dist here, or proxied to the remote's own
// deployment), /remotes.json and /routes.json (where the remotes live and which pages they declare), /sitemap.xml and
// /robots.txt, every page rendered on the server, the contact form's post, and /api proxied to the API.
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { registerApiProxy } from './api-proxy.js';
import { createClientLimit } from './client-limit.js';
import { watchContentRevision } from './content-revision.js';
import { readGatewayConfig, remoteLocations, type Env } from './config.js';
import { registerContactPost } from './contact-post-route.js';
import { isApiPath, pathOf, refuseConnect, sendError } from './errors.js';
import { newFormMarks } from './form-marks.js';
import { createFormTokenPool } from './form-token-pool.js';
import { registerPages } from './pages.js';
import { renderBundleOf, startPageRender } from './page-render.js';
import { registerRemoteFiles, startLocalRemoteFiles } from './remote-files.js';
import { createSecurityHeaders } from './security-headers.js';
import { watchSite } from './site-watch.js';
import { createContentDates, robotsTxt, sitemapXml } from './sitemap.js';
import { isAllowedHost, siteOrigin } from './trust.js';

export interface GatewayOptions {
  /** The repository (or image) root: a workspace's build is `<rootDir>/<workspace>/dist` unless given below. */
  rootDir: string;
  shellDist?: string;
  remoteDists?: Partial<Record<string, string>>;
  /** The settings (config.ts); where the remotes and the map are is read again on every use. */
  env?: Env;
  /** Where the API is, asked on every /api request; null while none runs (the default). */
  apiOrigin?: () => string | null;
  apiTimeoutMs?: number;
  /** How long a request (headers and body) may take to arrive: 15 s. */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
  /** True while the process drains before it stops (drain.ts): answers close their connection, /health fails. */
  draining?: () => boolean;
}

/** @returns the gateway's HTTP server, ready but not listening (`listen`); closing it stops everything it started. */
export async function createGateway(options: GatewayOptions): Promise<Server> {
  const env = options.env ?? process.env;
  const apiOrigin = options.apiOrigin ?? (() => null);
  const log = options.log ?? console.log;
  const config = readGatewayConfig(env);
  const shellDist = path.resolve(options.shellDist ?? path.join(options.rootDir, 'shell', 'dist'));
  const remoteDist = (workspace: string) => path.resolve(options.remoteDists?.[workspace] ?? path.join(options.rootDir, workspace, 'dist'));
  const securityHeaders = createSecurityHeaders(env);
  const admitClient = createClientLimit(config.clientRequestLimit);
  const requestTimeout = options.requestTimeoutMs ?? 15_000;
  const draining = options.draining ?? (() => false);

  const app = Fastify({
    logger: false,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A request (headers and body) may take this long in all: a client sending a byte now and then holds nothing.
    requestTimeout,
    // Fastify's default is 72 s. Shorter than a drain (DRAIN_SECONDS): a client that left its socket idle through
    // the drain has given it up (it keeps a second's margin on the advertised timeout) before the server closes it.
    keepAliveTimeout: 5000,
    http: {
      // Node gives the whole request the longer of this and headersTimeout (60 s by default): the same figure for both.
      headersTimeout: requestTimeout,
      // It looks for requests past their time only this often (every 30 s by default, which would let one take 45 s).
      connectionsCheckingInterval: Math.ceil(requestTimeout / 5),
    },
    // A URL Fastify's router cannot decode never reaches the hooks below: answered like the other 400s.
    frameworkErrors: (_error, request, reply) => {
      reply.headers(securityHeaders(request.url));
      return sendError(request, reply, 400, 'The request URL is not valid.');
    },
  });

  // Every answer carries the security headers; a client over its limit waits for its own requests to end; an unknown
  // Host is refused before anything else reads it.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.url));
    if (!admitClient(request, reply)) {
      reply.header('Retry-After', '1');
      return sendError(request, reply, 429, 'Too many requests from this address at once: try again when the others have been answered.');
    }
    if (!isAllowedHost(request.host, config)) return sendError(request, reply, 400, 'This site does not answer to that host name.');
    const rawPath = pathOf(request.url);
    if (isApiPath(rawPath)) return request.method === 'TRACE' ? sendError(request, reply, 405) : undefined;
    if (request.method === 'POST' || request.method === 'GET' || request.method === 'HEAD') return;
    reply.header('Allow', 'GET, HEAD');
    return sendError(request, reply, 405);
  });
  // At answer time, so a request that began before the drain also closes its connection when it ends.
  app.addHook('onSend', async (_request, reply) => {
    if (draining()) reply.header('Connection', 'close');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404));
  app.setErrorHandler((error: { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) log(`[gateway] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
    // Client errors (a malformed escape, a range past the end of a file) keep their status and headers.
    if (error.headers) reply.headers(error.headers);
    return sendError(request, reply, status >= 500 ? 500 : status);
  });

  await app.register(fastifyStatic, { root: shellDist, serve: false, preCompressed: true, cacheControl: false });
  await app.register(fastifyFormbody);
  await registerApiProxy(app, apiOrigin, options.apiTimeoutMs);

  await registerRemoteFiles(app, env, remoteDist);
  const remoteFiles = await startLocalRemoteFiles(env, remoteDist);
  const site = await watchSite({ shellDist, serverEntries: remoteFiles.serverEntries, browserEntries: () => remoteLocations(env), checkMs: 2000, log });
  const bundle = renderBundleOf(shellDist);
  const renders = config.serverRender && existsSync(bundle);
  // Only a gateway that renders pages keeps them, so only it needs to know when the content changed.
  const contentRevision = renders ? watchContentRevision(apiOrigin, { pollMs: config.contentPollMs, settleMs: config.contentSettleMs }) : null;
  const forms = { marks: newFormMarks(), tokens: createFormTokenPool({ apiOrigin }) };
  const pages =
    renders && contentRevision
      ? await startPageRender({
          bundle,
          site: site.now,
          apiOrigin: apiOrigin() ?? 'http://127.0.0.1:9',
          contentRevision: contentRevision.current,
          cacheMs: config.renderCacheMs,
          timeoutMs: config.renderTimeoutMs,
          workers: config.renderWorkers,
          formMarks: forms.marks,
          log,
        })
      : null;

  // The container's health check: a draining replica fails it, so a balancer that polls health lets it go.
  app.get('/health', async (_request, reply) =>
    reply
      .code(draining() ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send({ status: draining() ? 'draining' : 'ok' }),
  );
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(remoteLocations(env)));
  app.get('/routes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(site.now().now.routes));
  const contentDates = createContentDates(apiOrigin);
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await sitemapXml(siteOrigin(request, config), site.now().now.routes, contentDates)),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(siteOrigin(request, config))),
  );

  const pageContext = { config, shellDist, pages, routes: () => site.now().now.routes, forms, log };
  await registerContactPost(app, { ...pageContext, apiOrigin });
  registerPages(app, pageContext);

  await app.ready();
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => refuseConnect(request, socket, securityHeaders(request.url ?? '/')));
  app.server.once('close', () => {
    site.stop();
    void app.close();
    void pages?.close();
    contentRevision?.close();
    void remoteFiles.close();
  });
  return app.server;
}

/** Listens on `port` (0: any free one); resolves with the port. */
export function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
