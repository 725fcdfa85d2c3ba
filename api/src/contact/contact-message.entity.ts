import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@azmar/contract/content/language';

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
}
