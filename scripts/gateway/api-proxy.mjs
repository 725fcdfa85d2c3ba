// Streams /api requests to the API and its answers back, untouched except for the forwarding headers.
import http from 'node:http';
import https from 'node:https';
import { sendJsonError } from './json-error.mjs';

// Hop-by-hop headers belong to one connection and must not be forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-authenticate',
];

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | null} target base URL of the API (no path), or null when no API is running
 * @param {{ timeoutMs?: number }} [options]
 */
export function proxyToApi(req, res, target, options = {}) {
  if (!target) {
    sendJsonError(res, 503, 'The API is not running.');
    return;
  }
  const base = new URL(target);
  const client = base.protocol === 'https:' ? https : http;
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const clientIp = req.socket.remoteAddress ?? '';
  const priorFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor ? `${priorFor}, ${clientIp}` : clientIp;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers.host = base.host;

  const upstream = client.request(
    {
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: `${base.pathname.replace(/\/$/, '')}${req.url}`,
      headers,
      agent: agents[base.protocol],
      timeout: options.timeoutMs ?? 30_000,
    },
    (upstreamRes) => {
      const responseHeaders = { ...upstreamRes.headers };
      for (const name of HOP_BY_HOP) delete responseHeaders[name];
      res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
    },
  );
  upstream.on('timeout', () => {
    upstream.destroy();
    sendJsonError(res, 504, 'The API did not answer in time.');
  });
  upstream.on('error', () => {
    sendJsonError(res, 502, 'The API is unreachable.');
  });
  // A client that gives up must not leave the upstream request running.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
