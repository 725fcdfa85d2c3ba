import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonText } from '../database/json-column.js';

/** The staff's working copy of one item (see migration StaffStudio1780000000000); what visitors see is the content table's row. */
@Entity({ name: 'content_drafts' })
export class ContentDraftEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: string;

  @PrimaryColumn({ type: 'int' })
  itemId: number;

  /** The item without its id, as the contract's `ContentDraftOf`. */
  @Column({ type: 'text', transformer: jsonText })
  draft: Record<string, unknown>;

  /** Moved on by every save, publish and rollback: a change based on another number is refused (If-Match). */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  updatedBy: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  publishedBy: string | null;
}
