import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
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
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { type StaffIdentity, StaffAuthService } from './staff-auth.service.js';
import { clearSessionCookie, setSessionCookie } from './staff-cookie.js';
import { StaffSessionDto, StaffSignInDto } from './staff-dtos.js';
import { Staff } from './staff-identity.decorator.js';
import { StaffSessionGuard } from './staff-session.guard.js';

const toSession = (staff: StaffIdentity): StaffSession => ({ username: staff.username, csrfToken: staff.csrfToken, expiresAt: staff.expiresAt.toISOString() });

@ApiTags('staff')
@Controller('staff/session')
export class StaffSessionController {
  constructor(private readonly auth: StaffAuthService) {}

  @Get()
  @UseGuards(StaffSessionGuard)
  @ApiCookieAuth('azmar_staff')
  @ApiOperation({ summary: 'Who is signed in, and the CSRF token for changes (e.g. after a reload)' })
  @ApiOkResponse({ type: StaffSessionDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No session, or it expired, was signed out, or its user was deleted' })
  current(@Staff() staff: StaffIdentity): StaffSession {
    return toSession(staff);
  }

  @Post()
  @HttpCode(200)
  @UseGuards(SameOriginGuard, JsonContentTypeGuard)
  @ApiOperation({ summary: 'Sign in: sets the azmar_staff cookie (HttpOnly, SameSite=Strict, Path=/, Secure over https)' })
  @ApiOkResponse({ type: StaffSessionDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong username or password (the same answer for both)' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many failed sign-ins for this username or from this address; Retry-After in seconds' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Origin of another site' })
  async signIn(@Body() body: StaffSignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffSession> {
    const { token, session } = await this.auth.signIn(body.username, body.password, request.ip);
    setSessionCookie(request, reply, token);
    return session;
  }

  @Delete()
  @HttpCode(204)
  @UseGuards(StaffSessionGuard)
  @ApiCookieAuth('azmar_staff')
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie (X-CSRF-Token required)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No session' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Missing or wrong X-CSRF-Token, or an Origin of another site' })
  async signOut(@Staff() staff: StaffIdentity, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOut(staff.sessionId);
    clearSessionCookie(request, reply);
  }
}
