import { Column, Entity } from 'typeorm';
import type { Sector, Service, ServiceIcon } from '@azmar/contract/content/service';
import { ContentEntity } from '../common/content.entity.js';
import { jsonText } from '../database/json-column.js';

/** Own columns only: id, titles, descriptions, image and isActive come from `ContentEntity`. */
@Entity({ name: 'services' })
export class ServiceEntity extends ContentEntity implements Service {
  @Column({ type: 'varchar', length: 32 })
  sector: Sector;

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
}
