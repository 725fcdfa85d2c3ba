import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { StaffErasureResult, StaffMessage, StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import type { StaffIdentity } from './staff-auth.service.js';
import {
  StaffErasureDto,
  StaffErasureResultDto,
  StaffMessageChangeDto,
  StaffMessageDto,
  StaffMessageExportQueryDto,
  StaffMessageListQueryDto,
  StaffMessagePageDto,
} from './staff-dtos.js';
import { Staff } from './staff-identity.decorator.js';
import { StaffMessagesService } from './staff-messages.service.js';
import { StaffSessionGuard } from './staff-session.guard.js';
import { StaffAreaGuard } from './staff-area.guard.js';

const CHANGE_REFUSED = 'Missing or wrong X-CSRF-Token, or an Origin of another site';

@ApiTags('staff')
@ApiCookieAuth('azmar_staff')
@Controller('staff')
@UseGuards(StaffSessionGuard, StaffAreaGuard('messages'))
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No current session (cookie azmar_staff)' })
export class StaffMessagesController {
  constructor(private readonly messages: StaffMessagesService) {}

  @Get('messages')
  @ApiOperation({ summary: 'Messages of one folder (inbox unless asked), newest first, paged, searched and filtered' })
  @ApiOkResponse({ type: StaffMessagePageDto })
  list(@Query() query: StaffMessageListQueryDto): Promise<StaffMessagePage> {
    return this.messages.list(query);
  }

  @Get('messages/export')
  @ApiOperation({
    summary:
      'The filtered list (all pages) as CSV, UTF-8 with a byte order mark, RFC 4180 with every cell quoted; formula-like cells start with an apostrophe; the header in `lang`. Recorded in the audit log',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment' })
  async export(@Query() query: StaffMessageExportQueryDto, @Staff() staff: StaffIdentity, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { lang, ...filter } = query;
    const csv = await this.messages.exportCsv(filter, lang ?? 'en', staff);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="azmar-messages-${new Date().toISOString().slice(0, 10)}.csv"`);
    // The byte order mark makes spreadsheet programs read the Kurdish text as UTF-8.
    return `\uFEFF${csv}`;
  }

  @Get('messages/:id')
  @ApiOkResponse({ type: StaffMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  get(@Param('id', ParseIntPipe) id: number): Promise<StaffMessage> {
    return this.messages.get(id);
  }

  @Patch('messages/:id')
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'Mark handled or waiting, move to the spam folder or back (X-CSRF-Token required); recorded in the audit log' })
  @ApiOkResponse({ type: StaffMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: CHANGE_REFUSED })
  change(@Param('id', ParseIntPipe) id: number, @Body() body: StaffMessageChangeDto, @Staff() staff: StaffIdentity): Promise<StaffMessage> {
    if (body.handled === undefined && body.folder === undefined) {
      throw new BadRequestException({ message: 'Validation failed', fields: { handled: 'Send handled, folder or both' } });
    }
    return this.messages.change(id, body, staff);
  }

  @Delete('messages/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one message (X-CSRF-Token required); recorded in the audit log' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: CHANGE_REFUSED })
  remove(@Param('id', ParseIntPipe) id: number, @Staff() staff: StaffIdentity): Promise<void> {
    return this.messages.remove(id, staff);
  }

  @Post('erasures')
  @HttpCode(200)
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({
    summary:
      "Erase one visitor's messages on their request: every message from the address, in both folders (X-CSRF-Token required); recorded in the audit log with a digest of the address",
  })
  @ApiOkResponse({ type: StaffErasureResultDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: CHANGE_REFUSED })
  erase(@Body() body: StaffErasureDto, @Staff() staff: StaffIdentity): Promise<StaffErasureResult> {
    return this.messages.erase(body.email, staff);
  }
}
