import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffAccount } from '@azmar/contract/staff/accounts';
import type { StaffAuditPage } from '@azmar/contract/staff/audit';
import type { FastifyRequest } from 'fastify';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffAreaGuard } from '../staff/staff-area.guard.js';
import { Staff } from '../staff/staff-identity.decorator.js';
import { staffLanguage } from '../staff/staff-language.js';
import { StaffSessionGuard } from '../staff/staff-session.guard.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffAuditService } from './staff-audit.service.js';

type Body_ = Record<string, unknown>;
const bodyOf = (body: unknown): Body_ => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body_) : {});

/** Accounts and the audit log: administrators only. */
@ApiTags('staff')
@ApiCookieAuth('azmar_staff')
@Controller('staff')
export class StaffAdminController {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly audit: StaffAuditService,
  ) {}

  @Get('accounts')
  @UseGuards(StaffSessionGuard, StaffAreaGuard('accounts'))
  @ApiOperation({ summary: 'Every staff account, by username (administrators)' })
  list(): Promise<StaffAccount[]> {
    return this.accounts.list();
  }

  @Post('accounts')
  @HttpCode(201)
  @UseGuards(StaffSessionGuard, StaffAreaGuard('accounts'), JsonContentTypeGuard)
  @ApiOperation({ summary: 'Adds a staff account with its roles (administrators)' })
  create(@Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<StaffAccount> {
    return this.accounts.create(bodyOf(body), staff, staffLanguage(request));
  }

  @Patch('accounts/:id')
  @UseGuards(StaffSessionGuard, StaffAreaGuard('accounts'), JsonContentTypeGuard)
  @ApiOperation({ summary: 'Sets roles and/or deactivates (ending its sessions) or reactivates an account (administrators)' })
  change(@Param('id') id: string, @Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<StaffAccount> {
    return this.accounts.change(id, bodyOf(body), staff, staffLanguage(request));
  }

  @Post('accounts/:id/password')
  @HttpCode(204)
  @UseGuards(StaffSessionGuard, StaffAreaGuard('accounts'), JsonContentTypeGuard)
  @ApiOperation({ summary: 'Sets a new password on an account and ends its sessions (administrators)' })
  resetPassword(@Param('id') id: string, @Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<void> {
    return this.accounts.resetPassword(id, bodyOf(body), staff, staffLanguage(request));
  }

  @Post('password')
  @HttpCode(204)
  @UseGuards(StaffSessionGuard, JsonContentTypeGuard)
  @ApiOperation({ summary: 'Changes the signed-in person’s own password (the current one first); their other sessions end' })
  changeOwnPassword(@Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<void> {
    return this.accounts.changeOwnPassword(bodyOf(body), staff, staffLanguage(request));
  }

  @Get('audit')
  @UseGuards(StaffSessionGuard, StaffAreaGuard('audit'))
  @ApiOperation({ summary: 'The audit log, newest first, by action and actor (administrators)' })
  auditPage(@Query() query: Record<string, unknown>): Promise<StaffAuditPage> {
    return this.audit.page(query);
  }
}
