import { type CanActivate, type ExecutionContext, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { FailureThrottle } from '../throttle/failure-throttle.js';
import type { DelayPolicy } from '../throttle/growing-delay.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Wrong tokens from one address: three free, then 1 s doubling up to a minute; forgotten after an hour. */
const ADMIN_TOKEN_DELAYS: DelayPolicy = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };

/**
 * `Authorization: Bearer <ADMIN_TOKEN>`; with no token configured nobody gets in. Wrong tokens slow the next attempt
 * from the same address, counted in the database like sign-ins, so every API instance shares the count.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly throttle: FailureThrottle,
  ) {
    this.expected = config.adminToken ? digest(config.adminToken) : null;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // The list, and every refusal of it, is for one script: kept by no cache.
    void reply.header('cache-control', 'no-store');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const result = await this.throttle.attempt([{ key: `admin-token:${request.ip}`, policy: ADMIN_TOKEN_DELAYS }], async () => {
      // Comparing fixed-length digests keeps the check constant-time whatever the token length.
      const right = Boolean(this.expected && match?.[1] && timingSafeEqual(digest(match[1]), this.expected));
      return { failed: !right, value: right };
    });
    if (!result.checked) {
      const seconds = Math.max(1, Math.ceil(result.waitMs / 1000));
      throw new HttpException({ message: `Too many wrong admin tokens from this address; try again in ${seconds} seconds.`, retryAfter: seconds }, 429);
    }
    if (result.value) return true;
    void reply.header('www-authenticate', 'Bearer');
    throw new UnauthorizedException('A valid admin token is required');
  }
}
