import type { StaffPerson } from '@azmar/contract/staff/accounts';
import { In, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** Names of the user ids given, for showing who did something (an id whose account is gone keeps a null name). */
export async function peopleNamed(manager: EntityManager, ids: Iterable<string | null>): Promise<(id: string | null) => StaffPerson | null> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null && id !== 'system'))];
  const users = wanted.length === 0 ? [] : await manager.find(UserEntity, { where: { id: In(wanted) }, select: { id: true, username: true } });
  const names = new Map(users.map((user) => [user.id, user.username]));
  return (id) => (id === null || id === 'system' ? null : { id, username: names.get(id) ?? null });
}
