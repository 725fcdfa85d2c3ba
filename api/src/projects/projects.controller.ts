import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedListRoute } from '../common/cached-list-route.decorator.js';
import { sendCachedList } from '../common/send-cached-list.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { ProjectDto } from './project.dto.js';
import { ProjectsService } from './projects.service.js';

@ApiTags('content')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CachedListRoute(ProjectDto, 'Active projects, ordered by id')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedList(request, reply, this.projects.cache, this.config.listMaxAgeSeconds);
  }
}
