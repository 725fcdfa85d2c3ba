import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Staff accounts of the inbox (`npm run -w api user:create -- <username>`); `/api/staff/session` signs in against it. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** Only ever a scrypt hash from `hashPassword`, never the password itself. */
  @Column({ type: 'varchar', length: 255, name: 'password' })
  passwordHash: string;
}
