import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Project } from '@azmar/contract/content/project';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { activeContentRead, ContentListRoute } from '../content/content-list.js';
import { ProjectDto } from './project.dto.js';
import { ProjectEntity } from './project.entity.js';
import { toProject } from './project.serializer.js';

@ApiTags('content')
@Controller('projects')
export class ProjectsController {
  private readonly active: () => Promise<Project[]>;

  constructor(@InjectRepository(ProjectEntity) rows: Repository<ProjectEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    this.active = activeContentRead('ProjectsController', rows, config, (found) => found.map(toProject));
  }

  @ContentListRoute(ProjectDto, 'Active projects, in the staff’s order (by id until changed)')
  list(): Promise<Project[]> {
    return this.active();
  }
}
