import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@azmar/contract/content/language';
import type { StaffAccount } from '@azmar/contract/staff/accounts';
import { STAFF_ROLES, type StaffRole } from '@azmar/contract/staff/roles';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffError } from '../staff/staff-error.js';
import { StaffSessionEntity } from '../staff/staff-session.entity.js';
import { hashPassword, verifyPassword } from '../users/password-hash.js';
import { UserEntity } from '../users/user.entity.js';
import { canonicalUsername, PASSWORD_MAX, PASSWORD_MIN, USERNAME_RULE } from '../users/username.js';

const toAccount = (user: UserEntity): StaffAccount => ({
  id: user.id,
  username: user.username,
  roles: user.roles,
  active: Boolean(user.isActive),
  createdAt: user.createdAt ? new Date(user.createdAt).toISOString() : null,
});

const passwordProblem = (password: unknown): string | null =>
  typeof password !== 'string' || [...password].length < PASSWORD_MIN || password.length > PASSWORD_MAX
    ? `at least ${PASSWORD_MIN} and at most ${PASSWORD_MAX} characters`
    : null;

function rolesOf(value: unknown): StaffRole[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role))) return null;
  return STAFF_ROLES.filter((role) => value.includes(role));
}

/** Staff accounts as the administrator manages them, and each person's own password. Every change is audited. */
@Injectable()
export class StaffAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<StaffAccount[]> {
    return (await this.dataSource.getRepository(UserEntity).find({ order: { username: 'ASC' } })).map(toAccount);
  }

  async create(body: Record<string, unknown>, actor: StaffIdentity, language: Language): Promise<StaffAccount> {
    const fields: Record<string, string> = {};
    const username = typeof body.username === 'string' ? canonicalUsername(body.username) : null;
    if (username === null) fields.username = USERNAME_RULE;
    const problem = passwordProblem(body.password);
    if (problem) fields.password = problem;
    const roles = rolesOf(body.roles);
    if (!roles) fields.roles = `one or more of ${STAFF_ROLES.join(', ')}`;
    if (Object.keys(fields).length > 0) throw new StaffError(400, 'accounts.invalid', language, { fields });
    const passwordHash = await hashPassword(body.password as string);
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(UserEntity, { username: username! })) throw new StaffError(409, 'accounts.username-taken', language);
      const user = Object.assign(new UserEntity(), {
        id: randomUUID(),
        username: username!,
        passwordHash,
        roles: roles!,
        isActive: true,
        createdAt: new Date(),
      });
      await manager.insert(UserEntity, user);
      await this.audit.record({ actor: actor.userId, action: 'account.created', subject: `account:${user.id}`, details: { username, roles } }, manager);
      return toAccount(user);
    });
  }

  async change(id: string, body: Record<string, unknown>, actor: StaffIdentity, language: Language): Promise<StaffAccount> {
    const fields: Record<string, string> = {};
    const roles = body.roles === undefined ? undefined : rolesOf(body.roles);
    if (roles === null) fields.roles = `one or more of ${STAFF_ROLES.join(', ')}`;
    if (body.active !== undefined && typeof body.active !== 'boolean') fields.active = 'true or false';
    if (roles === undefined && body.active === undefined) fields[''] = 'name roles, active or both';
    if (Object.keys(fields).length > 0) throw new StaffError(400, 'accounts.invalid', language, { fields });
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id });
      if (!user) throw new StaffError(404, 'accounts.not-found', language);
      const before = { roles: user.roles, active: Boolean(user.isActive) };
      if (roles) user.roles = roles;
      if (typeof body.active === 'boolean') user.isActive = body.active;
      await manager.update(UserEntity, { id }, { roles: user.roles, isActive: user.isActive });
      if (!(await this.someAdministratorLeft(manager))) throw new StaffError(409, 'accounts.last-administrator', language);
      const subject = `account:${id}`;
      if (roles && roles.join() !== before.roles.join()) {
        await this.audit.record(
          { actor: actor.userId, action: 'account.roles-changed', subject, details: { username: user.username, before: before.roles, after: roles } },
          manager,
        );
      }
      if (user.isActive !== before.active) {
        // A deactivated account is signed out everywhere at once.
        if (!user.isActive) await manager.delete(StaffSessionEntity, { userId: id });
        await this.audit.record(
          { actor: actor.userId, action: user.isActive ? 'account.reactivated' : 'account.deactivated', subject, details: { username: user.username } },
          manager,
        );
      }
      return toAccount(user);
    });
  }

  async resetPassword(id: string, body: Record<string, unknown>, actor: StaffIdentity, language: Language): Promise<void> {
    const problem = passwordProblem(body.password);
    if (problem) throw new StaffError(400, 'password.invalid', language, { fields: { password: problem } });
    const passwordHash = await hashPassword(body.password as string);
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id });
      if (!user) throw new StaffError(404, 'accounts.not-found', language);
      await manager.update(UserEntity, { id }, { passwordHash });
      await manager.delete(StaffSessionEntity, { userId: id });
      await this.audit.record(
        { actor: actor.userId, action: 'account.password-reset', subject: `account:${id}`, details: { username: user.username } },
        manager,
      );
    });
  }

  /** The signed-in person's own change: the current password first; the person's other sessions end. */
  async changeOwnPassword(body: Record<string, unknown>, staff: StaffIdentity, language: Language): Promise<void> {
    const problem = passwordProblem(body.newPassword);
    if (problem) throw new StaffError(400, 'password.invalid', language, { fields: { newPassword: problem } });
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: staff.userId });
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (!user || !(await verifyPassword(current, user.passwordHash))) {
      throw new StaffError(403, 'password.wrong-current', language, { fields: { currentPassword: 'is wrong' } });
    }
    const passwordHash = await hashPassword(body.newPassword as string);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: staff.userId }, { passwordHash });
      await manager.delete(StaffSessionEntity, { userId: staff.userId, id: Not(staff.sessionId) });
      await this.audit.record(
        { actor: staff.userId, action: 'account.password-changed', subject: `account:${staff.userId}`, details: { username: staff.username } },
        manager,
      );
    });
  }

  private async someAdministratorLeft(manager: EntityManager): Promise<boolean> {
    const active = await manager.find(UserEntity, { where: { isActive: true } });
    return active.some((user) => user.roles.includes('administrator'));
  }
}
