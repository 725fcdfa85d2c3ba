import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { CROSS_SITE, isSameOrigin } from './same-origin.js';

/** Sign-in has no session (so no CSRF token) yet: the Origin check alone keeps other sites from signing a browser in. */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!isSameOrigin(context.switchToHttp().getRequest<FastifyRequest>(), this.config.corsOrigins)) {
      throw new ForbiddenException(CROSS_SITE);
    }
    return true;
  }
}
