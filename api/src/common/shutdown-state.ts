import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Set when shutdown starts (module destroy runs before the HTTP server closes). Answers still
 * in flight then carry `Connection: close`, so keep-alive clients let go and the server can finish
 * closing instead of waiting on their idle sockets.
 */
@Injectable()
export class ShutdownState implements OnModuleDestroy {
  closing = false;

  onModuleDestroy(): void {
    this.closing = true;
  }
}

export function registerConnectionCloseOnShutdown(fastify: FastifyInstance, state: ShutdownState): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (state.closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
