import { type CanActivate, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <ADMIN_TOKEN>`; with no token configured nobody gets in. */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.adminToken ? digest(config.adminToken) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const header = http.getRequest<FastifyRequest>().headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    // Comparing fixed-length digests keeps the check constant-time whatever the token length.
    if (this.expected && match?.[1] && timingSafeEqual(digest(match[1]), this.expected)) return true;
    void http.getResponse<FastifyReply>().header('www-authenticate', 'Bearer');
    throw new UnauthorizedException('A valid admin token is required');
  }
}
