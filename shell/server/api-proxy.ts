// /api to the API: method, path, query, headers and body as they came, the answer streamed back as the API gave it.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import { retryLostConnection } from './upstream-retry.js';

const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH', 'MKCOL'] as const;

/** @param apiOrigin asked per request: the API may start late, or move */
export async function registerApiProxy(app: FastifyInstance, apiOrigin: () => string | null, timeoutMs = 30_000) {
  for (const method of API_METHODS) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  const targets = new WeakMap<FastifyRequest, string>();
  await app.register(httpProxy, {
    httpMethods: [...API_METHODS],
    prefix: '/api',
    rewritePrefix: '/api',
    upstream: '',
    preHandler: async (request, reply) => {
      const target = apiOrigin();
      if (!target) return sendError(request, reply, 503, 'The API is not running.');
      targets.set(request, target);
    },
    replyOptions: {
      getUpstream: (request) => targets.get(request as FastifyRequest) ?? '',
      timeout: timeoutMs,
      retryDelay: retryLostConnection,
      // The API believes the gateway (its TRUST_PROXY): it is told the client's address as the gateway worked it out
      // (the peer's, or a trusted proxy's report), never what a client wrote itself.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        const message = timedOut ? 'The API did not answer in time.' : 'The API is unreachable.';
        return sendError(reply.request as FastifyRequest, reply as FastifyReply, timedOut ? 504 : 502, message);
      },
    },
  });
}
