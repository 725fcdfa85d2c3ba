import { Column, Entity } from 'typeorm';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import type { Interview, Project, ProjectStatistics, ProjectStatus } from '@azmar/contract/content/project';
import { ContentEntity } from '../common/content.entity.js';
import { jsonText } from '../database/json-column.js';

/**
 * Own columns only: id, titles, descriptions, image and isActive come from `ContentEntity`. The contract's `Project`
 * but for `completedAt`, a Date here and an ISO string in the API's answer.
 */
@Entity({ name: 'projects' })
export class ProjectEntity extends ContentEntity implements Omit<Project, 'completedAt'> {
  @Column({ type: 'varchar', length: 16 })
  status: ProjectStatus;

  @Column({ type: 'varchar', length: 64 })
  sector: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  partnership: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  partnershipKu: string | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  gallery: GalleryItem[] | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  statistics: ProjectStatistics | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  interviews: Interview[] | null;
}
