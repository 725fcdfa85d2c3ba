import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ListCache, matchesEtag } from './list-cache.js';

/** Sends the pre-serialized bytes, or a bodiless 304 when the client already holds them. */
export async function sendCachedList(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListCache<unknown>,
  maxAgeSeconds: number,
): Promise<void> {
  const { body, etag } = await cache.get();
  void reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return;
  }
  await reply.code(200).header('content-type', 'application/json; charset=utf-8').send(body);
}
