import type { FastifyInstance } from 'fastify';
import { createEncodingNegotiator, type ListEncoding } from './accept-encoding.js';
import type { CachedList, ListCache } from './list-cache.js';
import { chooseListResponse, type ListHeaders, listHeaders, varyWithAcceptEncoding } from './list-response.js';

export interface CachedRoute {
  path: string;
  cache: ListCache;
}

interface PreparedHeaders {
  source: CachedList;
  byEncoding: Record<ListEncoding, ListHeaders>;
}

/**
 * Answers the cached list GETs straight from the pre-serialized, pre-compressed bytes in the
 * first `onRequest` hook, like a cache in front of the controllers: the same representation,
 * ETag, Vary, Cache-Control and security headers the controller sends (CORS headers are already
 * on the raw response from Nest's earlier hook), with every header computed once per content
 * version and encoding. The controllers stay the documented routes and answer whenever this hook
 * does not: a query string, or no copy loaded yet (they then load it, or answer 503). Request
 * logging still runs (Fastify logs on 'finish').
 */
export function registerListFastPath(fastify: FastifyInstance, routes: CachedRoute[], maxAgeSeconds: number, securityHeaders: Record<string, string>): void {
  const byPath = new Map(routes.map((route) => [route.path, route.cache]));
  const prepared = new Map<ListCache, PreparedHeaders>();
  const negotiate = createEncodingNegotiator();

  const headersFor = (cache: ListCache, current: CachedList): PreparedHeaders => {
    let entry = prepared.get(cache);
    if (entry?.source !== current) {
      const { identity, br, gzip } = current.representations;
      entry = {
        source: current,
        byEncoding: {
          identity: listHeaders(identity, maxAgeSeconds, securityHeaders),
          br: listHeaders(br, maxAgeSeconds, securityHeaders),
          gzip: listHeaders(gzip, maxAgeSeconds, securityHeaders),
        },
      };
      prepared.set(cache, entry);
    }
    return entry;
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    const cache = request.method === 'GET' || request.method === 'HEAD' ? byPath.get(request.url) : undefined;
    const current = cache?.peek();
    if (!cache || !current) {
      done();
      return;
    }
    const encoding = negotiate(request.headers['accept-encoding']);
    const { representation, notModified } = chooseListResponse(current, encoding, request.headers['if-none-match']);
    const forEncoding = headersFor(cache, current).byEncoding[encoding];
    let headers = notModified ? forEncoding.notModified : forEncoding.ok;
    // writeHead's headers replace ones already set on the raw response, so a Vary from CORS is merged in.
    const vary = reply.raw.getHeader('vary');
    if (vary !== undefined) headers = { ...headers, vary: varyWithAcceptEncoding(vary) };
    reply.hijack();
    if (notModified) reply.raw.writeHead(304, headers).end();
    else reply.raw.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : representation.body);
  });
}
