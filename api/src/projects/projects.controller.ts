import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../common/api-error.dto.js';
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

  @Get()
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a copy the client holds (any encoding of the current version answers 304)' })
  @ApiHeader({ name: 'Accept-Encoding', required: false, description: 'br or gzip gets the precomputed compressed copy (br preferred; q=0 refuses); none: identity JSON' })
  @ApiOkResponse({ type: ProjectDto, isArray: true, description: 'Active projects, ordered by id' })
  @ApiNotModifiedResponse({ description: 'The ETag matches; no body' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Database down and no copy cached yet' })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedList(request, reply, this.projects.cache, this.config.listMaxAgeSeconds);
  }
}
