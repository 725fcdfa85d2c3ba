import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { ApiConsumes, ApiCookieAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MEDIA_UPLOAD_FIELDS, type StaffMedia, type StaffMediaPage } from '@azmar/contract/staff/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffAreaGuard } from '../staff/staff-area.guard.js';
import { StaffError } from '../staff/staff-error.js';
import { Staff } from '../staff/staff-identity.decorator.js';
import { staffLanguage } from '../staff/staff-language.js';
import { StaffSessionGuard } from '../staff/staff-session.guard.js';
import { MediaService, type Upload } from './media.service.js';

const isTooLarge = (error: unknown) => (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** An upload's id as its addresses spell it: anything else is no upload. */
const MEDIA_ID = /^[0-9a-f]{32}$/;

/**
 * `POST /api/staff/media` (multipart: file, altEn, altKu), `GET /api/staff/media`, and `PATCH` (alt texts) and
 * `DELETE` of `/api/staff/media/<id>`: editors and administrators.
 */
@ApiTags('staff')
@ApiCookieAuth('azmar_staff')
@Controller('staff/media')
@UseGuards(StaffSessionGuard, StaffAreaGuard('media'))
export class StaffMediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  @ApiOperation({ summary: 'Uploads, newest first' })
  list(@Query() query: Record<string, unknown>): Promise<StaffMedia[] | StaffMediaPage> {
    return this.media.page(query);
  }

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Uploads an image (JPEG, PNG, WebP, AVIF) or an MP4 video with its alt text in both languages; checked by its bytes; 200 with the existing upload when the same file was uploaded before',
  })
  async upload(@Staff() staff: StaffIdentity, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffMedia> {
    const language = staffLanguage(request);
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Content-Type must be multipart/form-data');
    const upload: Partial<Upload> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== MEDIA_UPLOAD_FIELDS.file || upload.bytes) {
            await part.toBuffer();
            continue;
          }
          upload.name = part.filename;
          upload.bytes = await part.toBuffer();
        } else if (part.fieldname === MEDIA_UPLOAD_FIELDS.altEn) upload.altEn = part.value;
        else if (part.fieldname === MEDIA_UPLOAD_FIELDS.altKu) upload.altKu = part.value;
      }
    } catch (error) {
      if (isTooLarge(error)) throw new StaffError(413, 'media.too-large', language);
      throw error;
    }
    if (!upload.bytes || upload.name === undefined) throw new StaffError(400, 'media.missing-file', language);
    const { media, created } = await this.media.upload(upload as Upload, staff, language);
    if (!created) void reply.code(200);
    return media;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes an upload’s alt text in both languages (both required)' })
  changeAlt(@Param('id') id: string, @Body() body: unknown, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<StaffMedia> {
    const language = staffLanguage(request);
    if (!MEDIA_ID.test(id)) throw new StaffError(404, 'media.not-found', language);
    return this.media.changeAlt(id, body, staff, language);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an upload no item uses; 409 naming the items that use it' })
  async remove(@Param('id') id: string, @Staff() staff: StaffIdentity, @Req() request: FastifyRequest): Promise<void> {
    const language = staffLanguage(request);
    if (!MEDIA_ID.test(id)) throw new StaffError(404, 'media.not-found', language);
    await this.media.remove(id, staff, language);
  }
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** `GET /api/media/<id>/<file>`: public, immutable (a new picture is a new upload with a new id), any range of a video. */
@Controller('media')
export class PublicMediaController {
  constructor(private readonly media: MediaService) {}

  @Get(':id/:name')
  @ApiExcludeEndpoint()
  async file(@Param('id') id: string, @Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const file = MEDIA_ID.test(id) && /^[0-9a-z.]{1,40}$/.test(name) ? await this.media.file(id, name) : null;
    if (!file) throw new NotFoundException('No such file');
    void reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    const range = RANGE.exec(String(request.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, file.bytes - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), file.bytes - 1) : file.bytes - 1;
      if (start > end || start >= file.bytes) {
        void reply.code(416).header('content-range', `bytes */${file.bytes}`).send();
        return;
      }
      void reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${file.bytes}`)
        .send(await file.read(start, end));
      return;
    }
    void reply.send(file.bytes === 0 ? Buffer.alloc(0) : await file.read(0, file.bytes - 1));
  }
}
