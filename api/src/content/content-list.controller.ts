import { Controller, Inject, Req, Res, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedListRoute } from '../common/cached-list-route.decorator.js';
import { sendCachedList } from '../common/send-cached-list.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { type ContentList, contentListToken } from './content-list.js';
import type { ContentResource } from './content-resource.js';

/** `GET /api/<path>` of one resource: the documented route, answered whenever the list fast path does not. */
export function contentListController(resource: ContentResource): Type<unknown> {
  @ApiTags('content')
  @Controller(resource.path)
  class ContentListController {
    constructor(
      @Inject(contentListToken(resource)) private readonly contentList: ContentList,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {}

    @CachedListRoute(resource.dto, resource.description)
    async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
      await sendCachedList(request, reply, this.contentList.cache, this.config.listMaxAgeSeconds);
    }
  }
  // Swagger names each operation after its class (`ServicesController_list`): the names the document always had.
  Object.defineProperty(ContentListController, 'name', { value: `${resource.path[0]!.toUpperCase()}${resource.path.slice(1)}Controller` });
  return ContentListController;
}
