import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A contact message's email notification until it is sent (see migration MailOutbox1772000000001). */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  contactMessageId: number;

  /** `<contact-42.9f…@azmar.example>`: the same on every attempt, so a resend after a crash is recognisable. */
  @Column({ type: 'varchar', length: 255 })
  mailMessageId: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3 })
  dueAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
