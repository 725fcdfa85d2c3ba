// The one HTTP server of the site: shell, remotes, /remotes.json, /sitemap.xml, /robots.txt and /api on a single origin,
// on Fastify: @fastify/static serves the builds, @fastify/http-proxy the API.
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { isSiteRoute, SITE_REMOTES, SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { registerApiProxy } from './api-proxy.mjs';
import { sendDistFile, statFile } from './dist-files.mjs';
import { isApiPath, pathOf, refuseConnect, sendError, sendPlain } from './error-reply.mjs';
import { sendJsonError } from './json-error.mjs';
import { buildRemotesJson } from './remotes-config.mjs';
import { resolveInside } from './safe-path.mjs';
import { createSecurityHeaders } from './security-headers.mjs';
import { looksLikeFile, pageStatus } from './site-routes.mjs';
import { pageRequestFrom } from '../../shell/server/page-request.mjs';
import { registerContactPost } from '../../shell/server/contact-post-reply.mjs';
import { pageCacheControl, sendRenderedPage } from '../../shell/server/page-reply.mjs';
import { createPageRender } from './page-render.mjs';
import { buildRobots } from './robots.mjs';
import { createSitemapSource, requestOrigin } from './sitemap.mjs';

/** The pages whose form posts to them, with and without a trailing slash. */
const FORM_PATHS = new Set(SITE_ROUTES.filter((route) => route.postsForm).flatMap((route) => [route.path, `${route.path}/`]));

/**
 * @typedef {object} GatewayOptions
 * @property {string} rootDir repository root; dist folders default to `<rootDir>/<workspace>/dist`
 * @property {string} [shellDist]
 * @property {Record<string, string>} [remoteDists] workspace name → dist folder
 * @property {() => string | null} [apiTarget] base URL of the API, asked on every /api request
 * @property {number} [apiTimeoutMs] how long an /api request may wait for the API's answer
 * @property {Record<string, string | undefined>} [env] read on every /remotes.json request
 * @property {(line: string) => void} [log]
 */

/**
 * @param {GatewayOptions} options
 * @returns {Promise<import('node:http').Server>} ready, not yet listening (see `listen`); closing it closes the gateway
 */
export async function createGateway(options) {
  const shellDist = path.resolve(options.shellDist ?? path.join(options.rootDir, 'shell', 'dist'));
  /** @type {Map<string, string>} */
  const remoteDists = new Map();
  for (const remote of SITE_REMOTES) {
    const dir = options.remoteDists?.[remote.workspace] ?? path.join(options.rootDir, remote.workspace, 'dist');
    remoteDists.set(remote.workspace, path.resolve(dir));
  }
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const setSecurityHeaders = createSecurityHeaders(env);

  const app = Fastify({
    logger: false,
    // A URL Fastify's router cannot decode never reaches the hooks below: answer it like the other 400s.
    frameworkErrors: (_error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      return sendError(request, reply, 400, 'The request URL is not valid.');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    // Every response, errors and 304s included; a proxied API answer replaces them with its own where it sets one.
    setSecurityHeaders(request.raw, reply.raw);
    const rawPath = pathOf(request);
    if (isApiPath(rawPath)) {
      // TRACE echoes the request back (cross-site tracing): refused, as nginx refuses it; any other method is the API's.
      if (request.method === 'TRACE') return sendJsonError(reply, 405, 'Method Not Allowed');
      return;
    }
    if (request.method === 'POST' && FORM_PATHS.has(rawPath)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return sendPlain(reply, 405, 'Method Not Allowed');
    }
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404));
  app.setErrorHandler((error, request, reply) => {
    const { statusCode: status = 500, headers } = /** @type {{ statusCode?: number, headers?: Record<string, string> }} */ (error);
    if (status >= 500) log(`[gateway] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
    // Client errors (a malformed URL, a range past the end of a file) keep their status and headers (Content-Range).
    if (headers) reply.headers(headers);
    // The proxy's own refusals (a `..` segment, a malformed escape) are 400s of this kind too.
    return sendError(request, reply, status >= 500 ? 500 : status);
  });

  await registerApiProxy(app, { apiTarget: options.apiTarget ?? (() => null), timeoutMs: options.apiTimeoutMs });
  // Only for a file whose precompressed copies are out of date (see dist-files.mjs): `reply.compress`, never global.
  await app.register(fastifyCompress, { global: false });
  await app.register(fastifyStatic, { root: shellDist, serve: false, preCompressed: true, cacheControl: false });
  const pageRender = createPageRender({
    shellDist,
    env,
    log,
    selfOrigin: () => {
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 80}`;
    },
    apiTarget: options.apiTarget ?? (() => null),
  });

  // The contact form posts to its page (shell/server/contact-post-reply.mjs): how it works before its code runs.
  await registerContactPost(app, {
    urls: [...FORM_PATHS],
    pageRequestOf: (request) => pageRequestFrom({ ...request.headers, 'x-original-uri': undefined }, request.raw.url ?? '/'),
    service: () => pageRender.service(),
    apiOrigin: options.apiTarget ?? (() => null),
  });

  app.get('/remotes.json', async (_request, reply) => {
    let body;
    try {
      body = JSON.stringify(buildRemotesJson(env));
    } catch (error) {
      log(`[gateway] cannot build /remotes.json: ${error instanceof Error ? error.message : String(error)}`);
      return sendJsonError(reply, 500, 'The remotes configuration is invalid.');
    }
    return reply.header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(body);
  });

  // Texts that name the site by the origin the visitor (or crawler) used: its Host, and a TLS proxy's scheme. The
  // sitemap's <lastmod>s come from the API's content dates (cached briefly; left out while the API does not answer).
  const buildSitemap = createSitemapSource(options.apiTarget ?? (() => null));
  for (const [path, type, build] of /** @type {const} */ ([
    ['/sitemap.xml', 'application/xml; charset=utf-8', buildSitemap],
    ['/robots.txt', 'text/plain; charset=utf-8', buildRobots],
  ])) {
    app.get(path, async (request, reply) => {
      const origin = requestOrigin(request.headers);
      if (!origin) return sendPlain(reply, 400, 'Bad Request');
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Host, X-Forwarded-Proto')
        .send(await build(origin));
    });
  }

  app.get('/remotes/*', async (request, reply) => {
    const match = /^\/remotes\/([^/]*)(\/.*)?$/.exec(pathOf(request));
    const root = remoteDists.get(match?.[1] ?? '');
    // Remotes may be loaded by a shell hosted on another origin.
    reply.header('Access-Control-Allow-Origin', '*');
    const file = root ? resolveInside(root, match?.[2] ?? '/') : null;
    const info = file ? await statFile(file) : null;
    if (!root || !file || !info) return sendPlain(reply, 404, 'Not Found');
    return sendDistFile(request, reply, root, file, info);
  });

  app.get('/*', async (request, reply) => {
    const rawPath = pathOf(request);
    const file = resolveInside(shellDist, rawPath);
    if (!file) return sendPlain(reply, 400, 'Bad Request');
    // A page of the manifest is never a file of the build: no look-up on the disk on its way.
    const info = rawPath.endsWith('/') || isSiteRoute(rawPath) ? null : await statFile(file);
    if (info) return sendDistFile(request, reply, shellDist, file, info);
    const decodedPath = decodeURIComponent(rawPath);
    if (decodedPath.startsWith('/assets/') || decodedPath.startsWith('/remotes/') || looksLikeFile(decodedPath)) {
      return sendPlain(reply, 404, 'Not Found');
    }
    // The page's own URL: a visitor's X-Original-URI header means nothing here.
    const page = await pageRender.render(
      pageRequestFrom({ ...request.headers, 'x-original-uri': undefined }, request.raw.url ?? '/'),
      request.headers['accept-encoding'],
    );
    const cacheControl = pageCacheControl(decodedPath);
    if (page) return sendRenderedPage(reply, page, request.headers['accept-encoding'], { cacheControl });
    const indexFile = path.join(shellDist, 'index.html');
    const indexInfo = await statFile(indexFile);
    if (!indexInfo) return sendPlain(reply, 503, 'The shell is not built: run `npm run build` first.');
    return sendDistFile(request, reply, shellDist, indexFile, indexInfo, { status: pageStatus(decodedPath), cacheControl });
  });

  await app.ready();
  app.server.on('connect', refuseConnect);
  // Callers hold the node server (as they did before Fastify); closing it runs Fastify's own clean-up (the proxy's pool).
  app.server.once('close', () => {
    void app.close();
    void pageRender.close();
  });
  return app.server;
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port 0 for any free port
 * @param {string} [host]
 * @returns {Promise<number>} the port it listens on
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
