import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A preview link's token (its SHA-256; the token itself is only in the link), valid until `expiresAt`. */
@Entity({ name: 'preview_tokens' })
export class PreviewTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: string;

  @Column({ type: 'int' })
  itemId: number;

  @Column({ type: 'varchar', length: 36 })
  createdBy: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
