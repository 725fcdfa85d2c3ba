import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { jsonText } from '../database/json-column.js';

/** One recorded action (see migration AuditEvents1776100000002). */
@Entity({ name: 'audit_events' })
export class AuditEventEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The user id of the staff member, or `system` for the API's own schedule. */
  @Column({ type: 'varchar', length: 64 })
  actor: string;

  /** `message.handled`, `messages.erased`… (`AuditAction`). */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** What it was done to: `message:42`, `messages`, `email-sha256:…`. */
  @Column({ type: 'varchar', length: 128 })
  subject: string;

  @Column({ type: 'text', transformer: jsonText })
  details: Record<string, unknown>;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
