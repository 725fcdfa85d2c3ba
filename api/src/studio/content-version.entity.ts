import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldChange } from '@azmar/contract/staff/content-versions';
import { jsonText } from '../database/json-column.js';

/** One publish or rollback of an item: what visitors saw from then on, and what changed against the version before. */
@Entity({ name: 'content_versions' })
export class ContentVersionEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: string;

  @Column({ type: 'int' })
  itemId: number;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'varchar', length: 16 })
  action: 'publish' | 'rollback';

  /** `en,ku`, `en` or `ku`. */
  @Column({ type: 'varchar', length: 16 })
  languages: string;

  @Column({ type: 'text', transformer: jsonText })
  snapshot: Record<string, unknown>;

  @Column({ type: 'text', transformer: jsonText })
  changes: FieldChange[];

  @Column({ type: 'datetime', precision: 3 })
  publishedAt: Date;

  /** Null for the version the seeded content started as. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  publishedBy: string | null;

  @Column({ type: 'int', nullable: true })
  restoredVersion: number | null;
}
