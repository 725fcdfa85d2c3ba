import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedListRoute } from '../common/cached-list-route.decorator.js';
import { sendCachedList } from '../common/send-cached-list.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { ServiceDto } from './service.dto.js';
import { ServicesService } from './services.service.js';

@ApiTags('content')
@Controller('services')
export class ServicesController {
  constructor(
    private readonly services: ServicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CachedListRoute(ServiceDto, 'Active services in sector order: construction, manufacturing, electronics, mechanical')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedList(request, reply, this.services.cache, this.config.listMaxAgeSeconds);
  }
}
