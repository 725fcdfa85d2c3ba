import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A signed-in staff member (see migration StaffSessions1772000000002). */
@Entity({ name: 'staff_sessions' })
export class StaffSessionEntity {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  csrfToken: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** Moved on by every request (sliding inactivity expiry). */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
