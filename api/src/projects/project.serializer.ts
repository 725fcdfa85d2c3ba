import type { Project } from '@azmar/contract/content/project';
import { contentCopy } from '../common/content-copy.js';
import { ProjectEntity } from './project.entity.js';

/** Entity → the kit's `Project`: every key, in the contract's order, timestamps as ISO strings. */
export function toProject(entity: ProjectEntity): Project {
  return {
    id: entity.id,
    ...contentCopy(entity),
    status: entity.status,
    sector: entity.sector,
    partnership: entity.partnership ?? null,
    partnershipKu: entity.partnershipKu ?? null,
    completedAt: entity.completedAt ? new Date(entity.completedAt).toISOString() : null,
    gallery: entity.gallery ?? null,
    statistics: entity.statistics ?? null,
    interviews: entity.interviews ?? null,
    isActive: Boolean(entity.isActive),
  };
}

export function toProjectEntity(project: Project): ProjectEntity {
  return Object.assign(new ProjectEntity(), {
    ...project,
    completedAt: project.completedAt === null ? null : new Date(project.completedAt),
  });
}
