import type { StaffRole } from '@azmar/contract/staff/roles';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { roleList } from './role-list.js';

/** Staff accounts (`npm run -w api user:create -- <username>` makes the first); `/api/staff/session` signs in against it. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** Only ever a scrypt hash from `hashPassword`, never the password itself. */
  @Column({ type: 'varchar', length: 255, name: 'password' })
  passwordHash: string;

  /** Comma-separated in the column (see migration StaffStudio1780000000000). */
  @Column({ type: 'varchar', length: 200, transformer: roleList })
  roles: StaffRole[];

  /** A deactivated account cannot sign in and its sessions are ended. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  createdAt: Date | null;
}
