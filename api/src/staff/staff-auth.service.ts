import { HttpException, Inject, Injectable, type OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import type { StaffRole } from '@azmar/contract/staff/roles';
import type { FastifyBaseLogger } from 'fastify';
import { LessThan, type DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { AppSecrets } from '../secrets/app-secrets.js';
import { FailureThrottle, type ThrottledKey } from '../throttle/failure-throttle.js';
import { hashPassword, verifyPassword } from '../users/password-hash.js';
import { UserEntity } from '../users/user.entity.js';
import { canonicalUsername } from '../users/username.js';
import { browserMarkFor, newBrowserMark } from './known-browser.js';
import { logSignIn, type SignInEvent } from './sign-in-event.js';
import type { StaffConfig } from './staff-config.js';
import { StaffSessionEntity } from './staff-session.entity.js';
import { isTokenShaped, newToken, tokenDigest } from './session-token.js';

/** Who a request is signed in as (the guard puts it on the request). */
export interface StaffIdentity {
  sessionId: string;
  userId: string;
  username: string;
  roles: StaffRole[];
  csrfToken: string;
  expiresAt: Date;
  endsAt: Date;
}

/** Where a sign-in comes from: the client's address, the browser's mark if it has one, and the request's log. */
export interface SignInClient {
  address: string;
  browserMark: string | null;
  log: FastifyBaseLogger;
}

export interface SignedIn {
  token: string;
  session: StaffSession;
  /** A new mark for this browser (the cookie is set again, so it lasts from the latest sign-in). */
  browserMark: string;
}

/** The same words for an unknown name and a wrong password, so the answer tells nothing about which. */
const WRONG_CREDENTIALS = 'Wrong username or password';
/** Writing the new end of a session at most this often (a request per second would otherwise write each time). */
const SLIDE_STEP_MS = 60_000;
const DUMMY_PASSWORD = 'not the password of anyone';

@Injectable()
export class StaffAuthService implements OnModuleInit {
  private readonly staff: StaffConfig;
  /** Verified against when the name is unknown, so both cases cost one scrypt. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly throttle: FailureThrottle,
    private readonly secrets: AppSecrets,
    private readonly audit: AuditLog,
  ) {
    this.staff = config.staff;
  }

  onModuleInit(): void {
    this.dummyHash = hashPassword(DUMMY_PASSWORD);
  }

  /**
   * The name typed is made canonical before anything else (`canonicalUsername`); what cannot be one is refused without
   * a look-up. Failures are counted per account found (per browser, when the browser signed in to it before) and per
   * client address, in the database (`FailureThrottle`): they slow the next attempt down, they never lock the right
   * password out for long.
   */
  async signIn(typed: string, password: string, client: SignInClient): Promise<SignedIn> {
    const event = (e: Omit<SignInEvent, 'typed' | 'address'>) => logSignIn(client.log, { ...e, typed, address: client.address });
    const username = canonicalUsername(typed);
    const user = username === null ? null : await this.dataSource.getRepository(UserEntity).findOneBy({ username });
    const keys = await this.keysFor(user, client);
    const result = await this.throttle.attempt(keys, async () => {
      if (username === null) return { failed: true, value: null };
      const valid = user ? await verifyPassword(password, user.passwordHash) : await this.verifyNobody(password);
      // A deactivated account fails like a wrong password: the answer tells a stranger nothing more.
      return { failed: !valid || !user?.isActive, value: valid && user?.isActive ? user : null };
    });
    if (!result.checked) {
      const seconds = Math.max(1, Math.ceil(result.waitMs / 1000));
      event({ outcome: 'refused', reason: 'slowed-down', account: user?.username ?? null, retryAfterSeconds: seconds });
      throw new HttpException({ message: `Too many failed sign-ins; try again in ${seconds} seconds.`, retryAfter: seconds }, 429);
    }
    if (!result.value) {
      if (username === null) event({ outcome: 'refused', reason: 'not-a-username', account: null });
      else event({ outcome: 'failure', reason: user ? 'wrong-password' : 'unknown-account', account: user?.username ?? null });
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    const signedIn = result.value;
    // This account's failures (or this browser's) are forgiven; the address's are not.
    for (const { key } of keys) if (!key.startsWith('address:')) await this.throttle.forgive(key);
    event({ outcome: 'success', account: signedIn.username });
    return this.startSession(signedIn);
  }

  /** The session a cookie's token names, if it is current and its user still exists; moves its idle end on. */
  async identify(token: string | null): Promise<StaffIdentity | null> {
    if (!token || !isTokenShaped(token)) return null;
    const sessions = this.dataSource.getRepository(StaffSessionEntity);
    const session = await sessions.findOneBy({ id: tokenDigest(token) });
    if (!session) return null;
    const now = Date.now();
    const endsAt = new Date(new Date(session.createdAt).getTime() + this.staff.sessionMaxMs);
    if (session.expiresAt.getTime() <= now || endsAt.getTime() <= now) {
      await sessions.delete({ id: session.id });
      return null;
    }
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: session.userId });
    if (!user || !user.isActive) return null;
    let expiresAt = session.expiresAt;
    const idleEnd = Math.min(now + this.staff.sessionIdleMs, endsAt.getTime());
    if (idleEnd - expiresAt.getTime() >= SLIDE_STEP_MS) {
      expiresAt = new Date(idleEnd);
      await sessions.update({ id: session.id }, { expiresAt });
    }
    return { sessionId: session.id, userId: user.id, username: user.username, roles: user.roles, csrfToken: session.csrfToken, expiresAt, endsAt };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.dataSource.getRepository(StaffSessionEntity).delete({ id: sessionId });
  }

  /** Ends every session of the signed-in person, on every browser (recorded in the audit log). */
  async signOutEverywhere(staff: StaffIdentity): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(StaffSessionEntity, { userId: staff.userId });
      await this.audit.record(
        { actor: staff.userId, action: 'sessions.ended', subject: `user:${staff.userId}`, details: { username: staff.username, sessions: affected ?? 0 } },
        manager,
      );
      return affected ?? 0;
    });
  }

  private async keysFor(user: UserEntity | null, client: SignInClient): Promise<ThrottledKey[]> {
    const address: ThrottledKey = { key: `address:${client.address}`, policy: this.staff.addressDelays };
    if (!user) return [address];
    const known = browserMarkFor(await this.secrets.get('staff-browser'), user.id, client.browserMark);
    if (known) return [{ key: `browser:${known}`, policy: this.staff.accountDelays }];
    return [{ key: `account:${user.id}`, policy: this.staff.accountDelays }, address];
  }

  private async startSession(user: UserEntity): Promise<SignedIn> {
    const token = newToken();
    const now = new Date(Math.floor(Date.now()));
    const endsAt = new Date(now.getTime() + this.staff.sessionMaxMs);
    const sessions = this.dataSource.getRepository(StaffSessionEntity);
    const session = sessions.create({
      id: tokenDigest(token),
      userId: user.id,
      csrfToken: newToken(),
      createdAt: now,
      expiresAt: new Date(Math.min(now.getTime() + this.staff.sessionIdleMs, endsAt.getTime())),
    });
    await sessions.insert(session);
    // Old sessions and forgotten failures are cleared as people sign in: no timer needed for tables this small.
    await sessions.delete({ expiresAt: LessThan(now) });
    await sessions.delete({ createdAt: LessThan(new Date(now.getTime() - this.staff.sessionMaxMs)) });
    await this.throttle.prune(now, Math.max(this.staff.accountDelays.forgetAfterMs, this.staff.addressDelays.forgetAfterMs));
    return {
      token,
      session: {
        username: user.username,
        roles: user.roles,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
        endsAt: endsAt.toISOString(),
      },
      browserMark: newBrowserMark(await this.secrets.get('staff-browser'), user.id),
    };
  }

  private async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(DUMMY_PASSWORD);
    await verifyPassword(password, await this.dummyHash);
    return false;
  }
}
