import { Controller, Get, Inject, UseInterceptors } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Project } from '@azmar/contract/content/project';
import type { Repository } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { cachedRead } from '../common/cached-read.js';
import { ListCacheControlInterceptor } from '../common/list-cache-control.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { ProjectDto } from './project.dto.js';
import { ProjectEntity } from './project.entity.js';
import { toProject } from './project.serializer.js';

@ApiTags('content')
@Controller('projects')
@UseInterceptors(ListCacheControlInterceptor)
export class ProjectsController {
  private readonly activeProjects: () => Promise<Project[]>;

  constructor(@InjectRepository(ProjectEntity) projects: Repository<ProjectEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    // The staff's order; the content file's (by id) until they change it.
    this.activeProjects = cachedRead(
      'ProjectsController',
      config.contentRefreshMs,
      async () => (await projects.find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } })).map(toProject),
      { maxStaleMs: config.contentRefreshMs },
    );
  }

  @Get()
  @ApiOkResponse({ type: ProjectDto, isArray: true, description: 'Active projects, in the staff’s order (by id until changed)' })
  @ApiNotModifiedResponse({ description: 'If-None-Match names the current ETag; no body' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database has not answered since the API started' })
  list(): Promise<Project[]> {
    return this.activeProjects();
  }
}
