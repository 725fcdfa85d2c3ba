import { Body, Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { FORM_TOKEN_BATCH_ROUTE, FORM_TOKEN_ROUTE, type ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import { AdminTokenGuard } from './admin-token.guard.js';
import { ContactFormTokenDto, ContactMessageCreatedDto, ContactMessageDto } from './contact-message.dto.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './create-contact-message.dto.js';
import { FormTokenBatchQueryDto } from './form-token-batch.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  // Limits come from the plugin options (RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS); this route opts in.
  @RouteConfig({ rateLimit: {} })
  @UseGuards(JsonContentTypeGuard)
  @ApiCreatedResponse({
    type: ContactMessageCreatedDto,
    description:
      'Saved: sent only after the row and its emails (the staff notification and the visitor confirmation, in the outbox) are committed together. A message the spam checks catch (honeypot, sent too fast after its form was made, too many links, the same address and text again) is answered the same way, stored in the spam folder, and mailed to nobody',
  })
  @ApiOkResponse({
    type: ContactMessageCreatedDto,
    description: 'A repeat of an earlier POST with the same submissionId and the same message: nothing new stored; the first message is answered',
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The submissionId was already used for a different message: nothing stored' })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'Validation failed (fields holds one message per field; text with a lone UTF-16 surrogate, NUL, or an invisible or text-direction character is refused; a formToken that is not valid, or already used for another message, is refused under fields.formToken), malformed JSON or bytes that are not UTF-8, or a body over BODY_MAX_DEPTH / BODY_MAX_KEYS',
  })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'Body over BODY_LIMIT_BYTES' })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto, description: 'Content-Type is not application/json' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Rate limit per client IP; see the Retry-After header' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Database unavailable: nothing was saved' })
  async create(@Body() input: CreateContactMessageDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContactMessageCreated> {
    const { created, repeated } = await this.contact.create(input);
    if (repeated) void reply.status(200);
    return created;
  }

  @Get(FORM_TOKEN_ROUTE)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    type: ContactFormTokenDto,
    description:
      'A signed one-time token for one contact form (the server-rendered form asks for it), good for CONTACT_FORM_TOKEN_HOURS; never cached. Send it back as formToken',
  })
  formToken(): Promise<ContactFormToken> {
    return this.contact.issueFormToken();
  }

  @Get(FORM_TOKEN_BATCH_ROUTE)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    type: ContactFormTokenDto,
    isArray: true,
    description:
      'count tokens at once, each as GET form-token makes it: the gateway fills the contact pages it sends from such a batch instead of asking once a page (nothing a client could not get from count calls of form-token)',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'count missing or not a whole number in range' })
  formTokens(@Query() query: FormTokenBatchQueryDto): Promise<ContactFormToken[]> {
    return this.contact.issueFormTokens(query.count);
  }

  @Get()
  @UseGuards(AdminTokenGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    type: ContactMessageDto,
    isArray: true,
    description:
      'Newest first (at most 500), spam included; Cache-Control: no-store. Kept for scripts; people read and answer messages in the staff inbox (/api/staff/messages).',
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Missing or wrong token, or no ADMIN_TOKEN configured' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Wrong tokens from this address make the next attempt wait; Retry-After in seconds' })
  list(): Promise<ContactMessage[]> {
    return this.contact.list();
  }
}
