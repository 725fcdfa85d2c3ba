import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Sector, ServiceIcon } from '@azmar/kit/content/content-types';
import { jsonText } from '../database/json-column.js';

@Entity({ name: 'services' })
export class ServiceEntity {
  /** Ids come from the content files, so the seed can upsert by id. */
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  sector: Sector;

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

  @Column({ type: 'varchar', length: 32 })
  icon: ServiceIcon;

  @Column({ type: 'text', transformer: jsonText })
  features: string[];

  @Column({ type: 'text', transformer: jsonText })
  featuresKu: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  video: string | null;

  @Column({ type: 'text', nullable: true })
  videoDescriptionEn: string | null;

  @Column({ type: 'text', nullable: true })
  videoDescriptionKu: string | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  detailedFeaturesEn: string[] | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  detailedFeaturesKu: string[] | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
