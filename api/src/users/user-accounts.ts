import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { StaffSessionEntity } from '../staff/staff-session.entity.js';
import { hashPassword } from './password-hash.js';
import { UserEntity } from './user.entity.js';
import { canonicalUsername, PASSWORD_MAX, PASSWORD_MIN, USERNAME_RULE } from './username.js';

/** What an operator typed that cannot become an account: said before anything is written. */
export function accountProblems(rawUsername: string, password: string): string[] {
  const problems: string[] = [];
  if (canonicalUsername(rawUsername) === null) problems.push(`Username: ${USERNAME_RULE}`);
  if ([...password].length < PASSWORD_MIN) problems.push(`Password: at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) problems.push(`Password: at most ${PASSWORD_MAX} characters`);
  return problems;
}

/**
 * Creates the staff account, or sets a new password on an existing one and ends its sessions (a reset
 * after a leak must sign the old holder out). Returns whether the account was new.
 */
export async function createOrResetUser(dataSource: DataSource, rawUsername: string, password: string): Promise<'created' | 'reset'> {
  const username = canonicalUsername(rawUsername);
  if (username === null) throw new Error(`Username: ${USERNAME_RULE}`);
  const passwordHash = await hashPassword(password);
  return dataSource.transaction(async (manager) => {
    const existing = await manager.findOneBy(UserEntity, { username });
    if (!existing) {
      await manager.insert(UserEntity, { id: randomUUID(), username, passwordHash, roles: ['administrator'], isActive: true, createdAt: new Date() });
      return 'created';
    }
    await manager.update(UserEntity, { id: existing.id }, { passwordHash });
    await manager.delete(StaffSessionEntity, { userId: existing.id });
    return 'reset';
  });
}
