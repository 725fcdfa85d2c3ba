import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CONTENT_KINDS, type ContentKind } from '@azmar/contract/content/content-dates';
import type { FastifyReply } from 'fastify';
import { isTokenShaped } from '../staff/session-token.js';
import { ContentStudioService } from './content-studio.service.js';

/**
 * `GET /api/preview/<token>/<kind>`: the list a preview page renders, the draft in place. The token is the key (the
 * server render of `?preview=<token>` asks it); never kept by any cache, never indexed.
 */
@ApiExcludeController()
@Controller('preview')
export class PreviewController {
  constructor(private readonly studio: ContentStudioService) {}

  @Get(':token/:kind')
  async list(@Param('token') token: string, @Param('kind') kind: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown[]> {
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const list = isTokenShaped(token) && (CONTENT_KINDS as readonly string[]).includes(kind) ? await this.studio.previewList(token, kind as ContentKind) : null;
    if (!list) throw new NotFoundException('No such preview, or it expired');
    return list;
  }
}
