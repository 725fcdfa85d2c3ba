import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { StaffMessage, StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import type { StaffIdentity } from './staff-auth.service.js';
import { StaffMessageChangeDto, StaffMessageDto, StaffMessageFilterDto, StaffMessageListQueryDto, StaffMessagePageDto } from './staff-dtos.js';
import { Staff } from './staff-identity.decorator.js';
import { StaffMessagesService } from './staff-messages.service.js';
import { StaffSessionGuard } from './staff-session.guard.js';

@ApiTags('staff')
@ApiCookieAuth('azmar_staff')
@Controller('staff/messages')
@UseGuards(StaffSessionGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No current session (cookie azmar_staff)' })
export class StaffMessagesController {
  constructor(private readonly messages: StaffMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Messages newest first, paged, searched and filtered' })
  @ApiOkResponse({ type: StaffMessagePageDto })
  list(@Query() query: StaffMessageListQueryDto): Promise<StaffMessagePage> {
    return this.messages.list(query);
  }

  @Get('export')
  @ApiOperation({ summary: 'The filtered list (all pages) as CSV, UTF-8 with a byte order mark, RFC 4180; formula-like cells start with an apostrophe' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment' })
  async export(@Query() filter: StaffMessageFilterDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.messages.exportCsv(filter);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="azmar-messages-${new Date().toISOString().slice(0, 10)}.csv"`);
    // The byte order mark makes spreadsheet programs read the Kurdish text as UTF-8.
    return `\uFEFF${csv}`;
  }

  @Get(':id')
  @ApiOkResponse({ type: StaffMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  get(@Param('id', ParseIntPipe) id: number): Promise<StaffMessage> {
    return this.messages.get(id);
  }

  @Patch(':id')
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'Mark handled or waiting (X-CSRF-Token required)' })
  @ApiOkResponse({ type: StaffMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Missing or wrong X-CSRF-Token, or an Origin of another site' })
  change(@Param('id', ParseIntPipe) id: number, @Body() body: StaffMessageChangeDto, @Staff() staff: StaffIdentity): Promise<StaffMessage> {
    return this.messages.setHandled(id, body.handled, staff.username);
  }
}
