import { setTimeout as sleep } from 'node:timers/promises';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';

/**
 * Set when shutdown starts (module destroy runs before the HTTP server closes). Answers then carry
 * `Connection: close`, so keep-alive clients let go and the server can finish closing instead of waiting on their
 * idle sockets. With a drain (SHUTDOWN_DRAIN_SECONDS) the server keeps answering that long before it closes:
 * a swarm takes a task out of its load balancer before stopping it, but connections already open still bring
 * requests, and readiness answers 503 meanwhile.
 */
@Injectable()
export class ShutdownState implements OnModuleDestroy, BeforeApplicationShutdown {
  closing = false;
  private readonly drainMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.drainMs = config.shutdownDrainMs;
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.drainMs > 0) await sleep(this.drainMs);
  }
}

export function registerConnectionCloseOnShutdown(fastify: FastifyInstance, state: ShutdownState): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (state.closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
