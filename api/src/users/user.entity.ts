import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Kept for future administration; no endpoint reads or writes it (spec section 3). */
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
