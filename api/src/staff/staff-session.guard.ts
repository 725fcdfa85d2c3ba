import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { isSameOrigin } from './same-origin.js';
import { sameToken } from './session-token.js';
import { type StaffIdentity, StaffAuthService } from './staff-auth.service.js';
import { clearSessionCookie, readCookie, type StaffCookies } from './staff-cookie.js';
import { StaffError } from './staff-error.js';
import { staffLanguage } from './staff-language.js';

export type StaffRequest = FastifyRequest & { staff?: StaffIdentity };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every staff route but sign-in: a current session from the `azmar_staff` cookie, and on a change
 * (POST, PUT, PATCH, DELETE) the session's CSRF token in `X-CSRF-Token` and an Origin of this site.
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  private readonly allowedOrigins: readonly string[];
  private readonly cookies: StaffCookies;

  constructor(
    private readonly auth: StaffAuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowedOrigins = config.corsOrigins;
    this.cookies = config.staff.cookies;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<StaffRequest>();
    const changes = !SAFE_METHODS.has(request.method);
    const language = staffLanguage(request);
    if (changes && !isSameOrigin(request, this.allowedOrigins)) throw new StaffError(403, 'auth.cross-site', language);
    const token = readCookie(request, this.cookies.session);
    const staff = await this.auth.identify(token);
    if (!staff) {
      // A cookie that names no session is dropped, so the browser stops sending it.
      if (token !== null) clearSessionCookie(request, http.getResponse<FastifyReply>(), this.cookies);
      throw new StaffError(401, 'auth.signed-out', language);
    }
    if (changes) {
      const given = request.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameToken(given, staff.csrfToken)) throw new StaffError(403, 'auth.csrf', language);
    }
    request.staff = staff;
    return true;
  }
}
