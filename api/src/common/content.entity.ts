import type { ContentCopy } from '@azmar/contract/content/content-copy';
import { Column, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns services, projects and products all have. Abstract and without `@Entity`, so TypeORM
 * makes no table of it: each content entity inherits these columns into its own table. The schema
 * itself is the migration's; these options only mirror it.
 */
export abstract class ContentEntity implements ContentCopy {
  /** Ids come from the content files, so the seed can upsert by id. */
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

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Display order (services: within their sector), set by the staff studio; not part of the contract's item shapes. */
  @Column({ type: 'int', default: 0 })
  position: number;

  /**
   * When the row was last written: the seed sets its own start time on every row it inserts or changes (so all
   * rows of one run share it); TypeORM's own update would stamp the server's clock. Not part of the contract's
   * item shapes: only the content dates (`GET /api/content/last-modified`) and the sitemap read it.
   */
  @UpdateDateColumn({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
