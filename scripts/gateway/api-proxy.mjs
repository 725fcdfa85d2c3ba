// /api goes to the API through @fastify/http-proxy: method, path, query, headers and body as they came, the
// answer streamed back with the API's own headers, plus the forwarding headers the API's rate limit reads.
import { METHODS } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import { sendJsonError } from './json-error.mjs';

/**
 * Every method Node reads, as nginx passes them all: the API answers those it does not use in its own shape. Not
 * CONNECT (Node hands it to a listener of its own) nor TRACE (refused by the gateway: it echoes the request back).
 */
const API_METHODS = METHODS.filter((method) => method !== 'CONNECT' && method !== 'TRACE');

/** @type {WeakMap<import('fastify').FastifyRequest, string>} the API base URL chosen for each request */
const targets = new WeakMap();

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiTarget: () => string | null, timeoutMs?: number }} options
 *   apiTarget: base URL of the API (no path), asked on every request; null when no API is running
 */
export async function registerApiProxy(app, { apiTarget, timeoutMs = 30_000 }) {
  for (const method of API_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  await app.register(httpProxy, {
    httpMethods: API_METHODS,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API's location is asked per request (it may start late, or move): no fixed upstream.
    upstream: '',
    preHandler: async (request, reply) => {
      const target = apiTarget();
      if (!target) return sendJsonError(reply, 503, 'The API is not running.');
      targets.set(request, target);
    },
    replyOptions: {
      getUpstream: (request) => targets.get(request) ?? '',
      // Covers both waiting for the answer's headers and a stalled body.
      timeout: timeoutMs,
      rewriteRequestHeaders: (request, headers) => {
        const clientIp = request.raw.socket.remoteAddress ?? '';
        const priorFor = request.headers['x-forwarded-for'];
        return {
          ...headers,
          'x-forwarded-for': priorFor ? `${priorFor}, ${clientIp}` : clientIp,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': 'http',
        };
      },
      onError: (reply, { error }) => {
        const timedOut = /** @type {{ statusCode?: number }} */ (error).statusCode === 504;
        sendJsonError(reply, timedOut ? 504 : 502, timedOut ? 'The API did not answer in time.' : 'The API is unreachable.');
      },
    },
  });
}
