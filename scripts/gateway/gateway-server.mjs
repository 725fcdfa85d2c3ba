// The one HTTP server of the site: shell, remotes, /remotes.json and /api on a single origin.
import http from 'node:http';
import path from 'node:path';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { proxyToApi } from './api-proxy.mjs';
import { sendJsonError } from './json-error.mjs';
import { buildRemotesJson } from './remotes-config.mjs';
import { resolveInside } from './safe-path.mjs';
import { createSecurityHeaders } from './security-headers.mjs';
import { looksLikeFile, pageStatus } from './site-routes.mjs';
import { buildSitemap, requestOrigin } from './sitemap.mjs';
import { sendFile, statFile } from './static-files.mjs';

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
 * @returns {import('node:http').Server} not yet listening
 */
export function createGateway(options) {
  const shellDist = path.resolve(options.shellDist ?? path.join(options.rootDir, 'shell', 'dist'));
  /** @type {Map<string, string>} */
  const remoteDists = new Map();
  for (const remote of SITE_REMOTES) {
    const dir = options.remoteDists?.[remote.workspace] ?? path.join(options.rootDir, remote.workspace, 'dist');
    remoteDists.set(remote.workspace, path.resolve(dir));
  }
  const env = options.env ?? process.env;
  const apiTarget = options.apiTarget ?? (() => null);
  const log = options.log ?? console.log;
  const setSecurityHeaders = createSecurityHeaders(env);

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`[gateway] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendPlain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    // Every response, errors and 304s included; a proxied API answer replaces them with its own where it sets one.
    setSecurityHeaders(req, res);

    if (rawPath === '/api' || rawPath.startsWith('/api/')) {
      proxyToApi(req, res, apiTarget(), { timeoutMs: options.apiTimeoutMs });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendPlain(res, 405, 'Method Not Allowed');
      return;
    }
    if (rawPath === '/remotes.json') {
      sendRemotesJson(res, req.method === 'HEAD');
      return;
    }
    if (rawPath === '/sitemap.xml') {
      sendSitemap(req, res);
      return;
    }
    const remoteMatch = /^\/remotes\/([^/]+)(\/.*)?$/.exec(rawPath);
    if (remoteMatch) {
      await serveRemote(req, res, remoteMatch[1] ?? '', remoteMatch[2] ?? '/');
      return;
    }
    await serveShell(req, res, rawPath);
  }

  function sendRemotesJson(res, headOnly) {
    let body;
    try {
      body = JSON.stringify(buildRemotesJson(env));
    } catch (error) {
      log(`[gateway] cannot build /remotes.json: ${error instanceof Error ? error.message : String(error)}`);
      sendJsonError(res, 500, 'The remotes configuration is invalid.');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
    });
    res.end(headOnly ? undefined : body);
  }

  function sendSitemap(req, res) {
    const origin = requestOrigin(req.headers);
    if (!origin) {
      sendPlain(res, 400, 'Bad Request');
      return;
    }
    const body = buildSitemap(origin);
    res.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
      Vary: 'Host, X-Forwarded-Proto',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveRemote(req, res, workspace, rest) {
    const root = remoteDists.get(workspace);
    // Remotes may be loaded by a shell hosted on another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = root ? resolveInside(root, rest) : null;
    const info = file ? await statFile(file) : null;
    if (!file || !info) {
      sendPlain(res, 404, 'Not Found');
      return;
    }
    await sendFile(req, res, file, info);
  }

  async function serveShell(req, res, rawPath) {
    const file = resolveInside(shellDist, rawPath);
    if (!file) {
      sendPlain(res, 400, 'Bad Request');
      return;
    }
    const info = rawPath.endsWith('/') ? null : await statFile(file);
    if (info) {
      await sendFile(req, res, file, info);
      return;
    }
    const decodedPath = decodeURIComponent(rawPath);
    if (decodedPath.startsWith('/assets/') || decodedPath.startsWith('/remotes/') || looksLikeFile(decodedPath)) {
      sendPlain(res, 404, 'Not Found');
      return;
    }
    const indexFile = path.join(shellDist, 'index.html');
    const indexInfo = await statFile(indexFile);
    if (!indexInfo) {
      sendPlain(res, 503, 'The shell is not built: run `npm run build` first.');
      return;
    }
    await sendFile(req, res, indexFile, indexInfo, { status: pageStatus(decodedPath) });
  }
}

function sendPlain(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(text);
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
