import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from './accept-encoding.js';
import type { ListCache } from './list-cache.js';
import { chooseListResponse, listHeaders, varyWithAcceptEncoding } from './list-response.js';

/**
 * Sends the pre-serialized bytes in the negotiated encoding, or a bodiless 304 when the client
 * already holds this version; the same choice and headers as the list fast path.
 */
export async function sendCachedList(request: FastifyRequest, reply: FastifyReply, cache: ListCache, maxAgeSeconds: number): Promise<void> {
  const current = await cache.get();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const { representation, notModified } = chooseListResponse(current, encoding, request.headers['if-none-match']);
  const headers = listHeaders(representation, maxAgeSeconds);
  // Keep a Vary another hook set (CORS adds Origin) instead of replacing it.
  void reply.headers({ ...(notModified ? headers.notModified : headers.ok), vary: varyWithAcceptEncoding(reply.getHeader('vary')) });
  if (notModified) {
    await reply.code(304).send();
    return;
  }
  await reply.code(200).send(representation.body);
}
