import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The recent failures of one throttled key (see migration SignInThrottle1776100000000). */
@Entity({ name: 'throttle_entries' })
export class ThrottleEntryEntity {
  /** `account:<user id>`, `browser:<nonce>`, `address:<ip>`, `admin-token:<ip>`. */
  @PrimaryColumn({ type: 'varchar', length: 160 })
  id: string;

  /** Failures since the key was last forgiven or forgotten. */
  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ type: 'datetime', precision: 3 })
  lastFailureAt: Date;

  /** No attempt under this key is checked before this moment; `null`: no wait. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;
}
