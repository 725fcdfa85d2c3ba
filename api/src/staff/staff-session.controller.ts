import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../common/api-error.dto.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { type StaffIdentity, StaffAuthService } from './staff-auth.service.js';
import { clearSessionCookie, readCookie, setBrowserCookie, setSessionCookie, type StaffCookies } from './staff-cookie.js';
import { StaffSessionDto, StaffSignInDto } from './staff-dtos.js';
import { Staff } from './staff-identity.decorator.js';
import { StaffSessionGuard } from './staff-session.guard.js';

const toSession = (staff: StaffIdentity): StaffSession => ({
  username: staff.username,
  roles: staff.roles,
  csrfToken: staff.csrfToken,
  expiresAt: staff.expiresAt.toISOString(),
  endsAt: staff.endsAt.toISOString(),
});

@ApiTags('staff')
@Controller('staff')
export class StaffSessionController {
  private readonly knownBrowserMs: number;
  private readonly cookies: StaffCookies;

  constructor(
    private readonly auth: StaffAuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.knownBrowserMs = config.staff.knownBrowserMs;
    this.cookies = config.staff.cookies;
  }

  @Get('session')
  @UseGuards(StaffSessionGuard)
  @ApiCookieAuth('azmar_staff')
  @ApiOperation({ summary: 'Who is signed in, and the CSRF token for changes (e.g. after a reload)' })
  @ApiOkResponse({ type: StaffSessionDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No session, or it expired, was signed out, or its user was deleted' })
  current(@Staff() staff: StaffIdentity): StaffSession {
    return toSession(staff);
  }

  @Post('session')
  @HttpCode(200)
  @UseGuards(SameOriginGuard, JsonContentTypeGuard)
  @ApiOperation({
    summary:
      'Sign in: sets the azmar_staff cookie (HttpOnly, SameSite=Strict, Path=/, Secure over https; named __Host-azmar_staff when PUBLIC_ORIGIN is https) and the azmar_staff_browser mark (Path=/api/staff/session), which keeps this browser apart from strangers guessing the same account',
  })
  @ApiOkResponse({ type: StaffSessionDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong username or password (the same answer for both, and for a name that cannot be one)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'Failed sign-ins for this account or from this address make the next attempt wait; Retry-After in seconds',
  })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Origin of another site' })
  async signIn(@Body() body: StaffSignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffSession> {
    const { token, session, browserMark } = await this.auth.signIn(body.username, body.password, {
      address: request.ip,
      browserMark: readCookie(request, this.cookies.browser),
      log: request.log,
    });
    setSessionCookie(request, reply, this.cookies, token);
    setBrowserCookie(request, reply, this.cookies, browserMark, this.knownBrowserMs);
    return session;
  }

  @Delete('session')
  @HttpCode(204)
  @UseGuards(StaffSessionGuard)
  @ApiCookieAuth('azmar_staff')
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie (X-CSRF-Token required)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No session' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Missing or wrong X-CSRF-Token, or an Origin of another site' })
  async signOut(@Staff() staff: StaffIdentity, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOut(staff.sessionId);
    clearSessionCookie(request, reply, this.cookies);
  }

  @Delete('sessions')
  @HttpCode(204)
  @UseGuards(StaffSessionGuard)
  @ApiCookieAuth('azmar_staff')
  @ApiOperation({
    summary: 'Sign out everywhere: ends every session of the signed-in person, on every browser, and clears this cookie (X-CSRF-Token required)',
  })
  @ApiNoContentResponse({ description: 'Every session ended' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No session' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Missing or wrong X-CSRF-Token, or an Origin of another site' })
  async signOutEverywhere(@Staff() staff: StaffIdentity, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOutEverywhere(staff);
    clearSessionCookie(request, reply, this.cookies);
  }
}
