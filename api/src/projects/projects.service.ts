import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Project } from '@azmar/contract/content/project';
import type { Repository } from 'typeorm';
import { createListCache, type ListCache } from '../common/list-cache.js';
import { ListCacheRefresher } from '../common/list-cache-refresher.js';
import { ProjectEntity } from './project.entity.js';
import { toProject } from './project.serializer.js';

@Injectable()
export class ProjectsService {
  readonly cache: ListCache;

  constructor(
    @InjectRepository(ProjectEntity) private readonly repository: Repository<ProjectEntity>,
    refresher: ListCacheRefresher,
  ) {
    this.cache = createListCache(() => this.findActive());
    refresher.register(this.cache);
  }

  /** Active projects in a stable order: by id, which the content files use as display order. */
  async findActive(): Promise<Project[]> {
    const rows = await this.repository.find({ where: { isActive: true }, order: { id: 'ASC' } });
    return rows.map(toProject);
  }
}
