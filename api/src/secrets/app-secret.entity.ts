import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A key the API made for itself (see migration AppSecrets1776100000003). */
@Entity({ name: 'app_secrets' })
export class AppSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** 256 random bits, base64url. */
  @Column({ type: 'varchar', length: 128 })
  value: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
