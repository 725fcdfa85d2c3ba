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
