// The most requests one client may have in progress at once (CLIENT_REQUEST_LIMIT), as nginx's `limit_conn` gave the
// gateway before: one address cannot hold every socket, render worker and API call of the gateway. Hand-written,
// as no kept library counts this: @fastify/rate-limit counts requests per time window (a client holding 1,000 slow
// requests open passes a limit of 100 a minute), and @fastify/under-pressure watches the whole process, not a client.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * @param limit requests per client address (`request.ip`: the peer, or the address a trusted proxy reports); 0: none
 * @returns whether a request may go on; one that may holds its slot until its answer ends or its client goes away
 */
export function createClientLimit(limit: number): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const inProgress = new Map<string, number>();
  return (request, reply) => {
    if (limit === 0) return true;
    const client = request.ip;
    const count = inProgress.get(client) ?? 0;
    if (count >= limit) return false;
    inProgress.set(client, count + 1);
    // 'close' comes once the answer is sent, and also when the connection ends before it: no slot outlives its request.
    reply.raw.once('close', () => {
      const left = (inProgress.get(client) ?? 1) - 1;
      if (left > 0) inProgress.set(client, left);
      else inProgress.delete(client);
    });
    return true;
  };
}
