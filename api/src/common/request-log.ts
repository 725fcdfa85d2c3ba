import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One JSON line per request, written when it completes, with method, path, status and time
 * (the serializers in create-app keep bodies, emails and headers out). Fastify's default writes
 * two lines per request, which cost throughput for nothing.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * A request's URL as the log keeps it: a staff URL's query values are what staff searched for in visitors'
 * messages (names, addresses, words of a message), so only the parameters' names are kept (review F14).
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0 || !url.startsWith('/api/staff/')) return url;
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()];
  return `${url.slice(0, queryAt)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}
