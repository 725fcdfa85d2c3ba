import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GalleryItem, Interview, ProjectStatistics, ProjectStatus } from '@azmar/kit/content/content-types';
import { jsonText } from '../database/json-column.js';

@Entity({ name: 'projects' })
export class ProjectEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  titleEn: string;

  @Column({ type: 'varchar', length: 200 })
  titleKu: string;

  @Column({ type: 'text' })
  descriptionEn: string;

  @Column({ type: 'text' })
  descriptionKu: string;

  @Column({ type: 'varchar', length: 500 })
  image: string;

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

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
