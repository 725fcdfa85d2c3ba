import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who an outbox row's email is for: staff (the notification) or the visitor (the confirmation). */
export type MailKind = 'staff' | 'visitor';

/** A contact message's email until it is sent (migrations MailOutbox1772000000001, ContactSpamAndContext1776100000001). */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  contactMessageId: number;

  /** One row of each kind per message at most (unique with `contactMessageId`). */
  @Column({ type: 'varchar', length: 16, default: 'staff' })
  kind: MailKind;

  /** `<contact-42.9f…@azmar.example>` (`contact-42-visitor.…` for the confirmation): the same on every attempt, so a resend after a crash is recognisable. */
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
