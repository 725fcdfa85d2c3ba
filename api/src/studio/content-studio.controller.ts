import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTENT_KINDS, type ContentKind } from '@azmar/contract/content/content-dates';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import type { StaffContentItem, StaffContentPreview, StaffContentPublished, StaffContentSummary } from '@azmar/contract/staff/content-items';
import type { StaffContentVersion } from '@azmar/contract/staff/content-versions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonContentTypeGuard } from '../common/json-content-type.guard.js';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffAreaGuard } from '../staff/staff-area.guard.js';
import { StaffError } from '../staff/staff-error.js';
import { Staff } from '../staff/staff-identity.decorator.js';
import { staffLanguage } from '../staff/staff-language.js';
import { StaffSessionGuard } from '../staff/staff-session.guard.js';
import { type Asker, ContentStudioService } from './content-studio.service.js';

/** `If-Match: "3"` (or `3`, or `W/"3"`): the version the change is based on; null when absent or not a number. */
function versionOf(ifMatch: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch ?? '');
  return match ? Number(match[1]) : null;
}

function kindOf(value: string, language: Language): ContentKind {
  if (!(CONTENT_KINDS as readonly string[]).includes(value)) throw new StaffError(404, 'content.not-found', language);
  return value as ContentKind;
}

function idOf(value: string, language: Language): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new StaffError(404, 'content.not-found', language);
  return Number(value);
}

function languagesOf(body: unknown, language: Language): Language[] {
  const asked = (body as { languages?: unknown } | null)?.languages;
  if (asked === undefined) return [...LANGUAGES];
  const valid = Array.isArray(asked) && asked.length > 0 && asked.every((l) => (LANGUAGES as readonly unknown[]).includes(l));
  if (!valid) throw new StaffError(400, 'content.invalid', language, { fields: { languages: 'must name en, ku or both' } });
  return LANGUAGES.filter((l) => (asked as unknown[]).includes(l));
}

/** The staff studio's content: drafts, publishing (one language or both), versions, rollback and preview links. */
@ApiTags('staff')
@ApiCookieAuth('azmar_staff')
@Controller('staff/content')
@UseGuards(StaffSessionGuard, StaffAreaGuard('content'))
export class ContentStudioController {
  constructor(private readonly studio: ContentStudioService) {}

  private asker(staff: StaffIdentity, request: FastifyRequest): Asker {
    return { staff, language: staffLanguage(request) };
  }

  @Get(':kind')
  @ApiOperation({ summary: 'Every item of a kind (inactive too) in display order, with its draft state' })
  list(@Param('kind') kind: string, @Req() request: FastifyRequest): Promise<StaffContentSummary[]> {
    return this.studio.list(kindOf(kind, staffLanguage(request)));
  }

  @Post(':kind/order')
  @HttpCode(200)
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'New display order: every id of the kind once; shows on the public pages without a publish' })
  order(
    @Param('kind') kind: string,
    @Body() body: { ids?: unknown },
    @Staff() staff: StaffIdentity,
    @Req() request: FastifyRequest,
  ): Promise<StaffContentSummary[]> {
    const asker = this.asker(staff, request);
    return this.studio.order(kindOf(kind, asker.language), body?.ids, asker);
  }

  @Post(':kind')
  @HttpCode(201)
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'A new item, as a draft no visitor sees until it is published' })
  create(@Param('kind') kind: string, @Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<StaffContentItem> {
    const asker = this.asker(staff, request);
    return this.studio.create(kindOf(kind, asker.language), body, asker);
  }

  @Get(':kind/:id')
  @ApiOperation({ summary: 'One item: its draft, what visitors see, its version (also the ETag) and its empty fields' })
  async get(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffContentItem> {
    const language = staffLanguage(request);
    const item = await this.studio.get(kindOf(kind, language), idOf(id, language), language);
    void reply.header('etag', `"${item.version}"`).header('cache-control', 'no-store');
    return item;
  }

  @Put(':kind/:id')
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'Saves the draft (If-Match: the version it is based on; 409 names who changed it since)' })
  async save(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @Staff() staff: StaffIdentity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffContentItem> {
    const asker = this.asker(staff, request);
    const item = await this.studio.save(kindOf(kind, asker.language), idOf(id, asker.language), body, versionOf(ifMatch), asker);
    void reply.header('etag', `"${item.version}"`);
    return item;
  }

  @Post(':kind/:id/publish')
  @HttpCode(200)
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({ summary: 'Publishes the draft, in one language or both (If-Match); names the fields still empty' })
  publish(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @Staff() staff: StaffIdentity,
    @Req() request: FastifyRequest,
  ): Promise<StaffContentPublished> {
    const asker = this.asker(staff, request);
    return this.studio.publish(kindOf(kind, asker.language), idOf(id, asker.language), languagesOf(body, asker.language), versionOf(ifMatch), asker);
  }

  @Get(':kind/:id/versions')
  @ApiOperation({ summary: 'Every publish and rollback of the item, newest first, with its changes field by field' })
  versions(@Param('kind') kind: string, @Param('id') id: string, @Req() request: FastifyRequest): Promise<StaffContentVersion[]> {
    const language = staffLanguage(request);
    return this.studio.versions(kindOf(kind, language), idOf(id, language), language);
  }

  @Post(':kind/:id/rollback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Visitors see the version before the latest again (If-Match)' })
  rollback(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Staff() staff: StaffIdentity,
    @Req() request: FastifyRequest,
  ): Promise<StaffContentPublished> {
    const asker = this.asker(staff, request);
    return this.studio.rollback(kindOf(kind, asker.language), idOf(id, asker.language), versionOf(ifMatch), asker);
  }

  @Post(':kind/:id/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'A short-lived link to the public pages showing this draft (server-rendered, noindex, never cached)' })
  preview(@Param('kind') kind: string, @Param('id') id: string, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<StaffContentPreview> {
    const asker = this.asker(staff, request);
    return this.studio.preview(kindOf(kind, asker.language), idOf(id, asker.language), asker);
  }
}
