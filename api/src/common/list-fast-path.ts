import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type CachedList, type ListCache, matchesEtag } from './list-cache.js';

export interface CachedRoute {
  path: string;
  cache: ListCache<unknown>;
}

interface PreparedHeaders {
  source: CachedList;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

/**
 * Answers the cached list GETs straight from the pre-serialized bytes in the first `onRequest`
 * hook, like a cache in front of the controllers: the same bytes, ETag, Cache-Control and security
 * headers the controller sends (CORS headers are already on the raw response from Nest's earlier
 * hook), with every header computed once per content version. The controllers stay the
 * documented routes and answer whenever this hook does not: a query string, or no copy loaded yet
 * (they then load it, or answer 503). Request logging still runs (Fastify logs on 'finish').
 */
export function registerListFastPath(
  fastify: FastifyInstance,
  routes: CachedRoute[],
  maxAgeSeconds: number,
  securityHeaders: Record<string, string>,
): void {
  const byPath = new Map(routes.map((route) => [route.path, route.cache]));
  const prepared = new Map<ListCache<unknown>, PreparedHeaders>();
  const cacheControl = `public, max-age=${maxAgeSeconds}, must-revalidate`;

  const headersFor = (cache: ListCache<unknown>, current: CachedList): PreparedHeaders => {
    let entry = prepared.get(cache);
    if (entry?.source !== current) {
      const common = { ...securityHeaders, etag: current.etag, 'cache-control': cacheControl };
      entry = {
        source: current,
        ok: { ...common, 'content-type': 'application/json; charset=utf-8', 'content-length': current.body.length },
        notModified: common,
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
    const headers = headersFor(cache, current);
    reply.hijack();
    if (matchesEtag(request.headers['if-none-match'], current.etag)) {
      reply.raw.writeHead(304, headers.notModified).end();
    } else {
      reply.raw.writeHead(200, headers.ok).end(request.method === 'HEAD' ? undefined : current.body);
    }
  });
}
