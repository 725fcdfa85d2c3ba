import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AboutKind, ContactSourcePage } from '@azmar/contract/content/contact-context';
import type { Language } from '@azmar/contract/content/language';
import type { SpamReason } from '@azmar/contract/content/staff-inbox';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Set by the API (millisecond precision) so the 201 answer needs no second query; the column also defaults to now. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The client's UUID for this message (unique): a repeated POST answers this row instead of storing another. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  submissionId: string | null;

  /** Set when a staff member marks the message handled in the inbox; `null` while it waits. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  handledAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  handledBy: string | null;

  /** In the spam folder: no email was sent for it (see migration ContactSpamAndContext1776100000001). */
  @Column({ type: 'boolean', default: false })
  spam: boolean;

  @Column({ type: 'varchar', length: 16, nullable: true })
  spamReason: SpamReason | null;

  /** SHA-256 of the address and the text (`messageFingerprint`): the duplicate check's index. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  fingerprint: string | null;

  /** The nonce of the form token it came with (unique): a replay of the form stores nothing new. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  formTokenId: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  page: ContactSourcePage | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  aboutKind: AboutKind | null;

  @Column({ type: 'int', nullable: true })
  aboutId: number | null;
}
