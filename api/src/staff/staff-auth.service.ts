import { HttpException, Inject, Injectable, type OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import { LessThan, type DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { hashPassword, verifyPassword } from '../users/password-hash.js';
import { UserEntity } from '../users/user.entity.js';
import { normalizeUsername } from '../users/username.js';
import type { StaffConfig } from './staff-config.js';
import { StaffSessionEntity } from './staff-session.entity.js';
import { isTokenShaped, newToken, tokenDigest } from './session-token.js';
import { SignInLimiter } from './sign-in-limiter.js';

/** Who a request is signed in as (the guard puts it on the request). */
export interface StaffIdentity {
  sessionId: string;
  userId: string;
  username: string;
  csrfToken: string;
  expiresAt: Date;
}

/** The same words for an unknown name and a wrong password, so the answer tells nothing about which. */
const WRONG_CREDENTIALS = 'Wrong username or password';
/** Writing the new end of a session at most this often (a request per second would otherwise write each time). */
const SLIDE_STEP_MS = 60_000;
const DUMMY_PASSWORD = 'not the password of anyone';

@Injectable()
export class StaffAuthService implements OnModuleInit {
  private readonly staff: StaffConfig;
  private readonly limiter: SignInLimiter;
  /** Verified against when the name is unknown, so both cases cost one scrypt. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.staff = config.staff;
    this.limiter = new SignInLimiter(config.staff.signInWindowMs);
  }

  onModuleInit(): void {
    this.dummyHash = hashPassword(DUMMY_PASSWORD);
  }

  async signIn(rawUsername: string, password: string, address: string): Promise<{ token: string; session: StaffSession }> {
    const username = normalizeUsername(rawUsername);
    const attempt = this.limiter.attempt([
      { key: `user:${username}`, max: this.staff.signInMaxFailuresPerUser },
      { key: `address:${address}`, max: this.staff.signInMaxFailuresPerAddress },
    ]);
    if (attempt.locked) {
      const seconds = Math.max(1, Math.ceil(attempt.retryAfterMs / 1000));
      throw new HttpException({ message: `Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s).`, retryAfter: seconds }, 429);
    }
    let user: UserEntity | null;
    let valid: boolean;
    try {
      user = await this.dataSource.getRepository(UserEntity).findOneBy({ username });
      valid = user ? await verifyPassword(password, user.passwordHash) : await this.verifyNobody(password);
    } catch (error) {
      // A database error is no failed guess: the attempt goes uncounted.
      attempt.succeed();
      throw error;
    }
    if (!valid || !user) {
      attempt.fail();
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    attempt.succeed();
    this.limiter.forgive(`user:${username}`);
    const token = newToken();
    const now = new Date();
    const session = this.dataSource.getRepository(StaffSessionEntity).create({
      id: tokenDigest(token),
      userId: user.id,
      csrfToken: newToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.staff.sessionIdleMs),
    });
    await this.dataSource.getRepository(StaffSessionEntity).insert(session);
    // Old sessions are cleared as people sign in: no timer needed for a table this small.
    await this.dataSource.getRepository(StaffSessionEntity).delete({ expiresAt: LessThan(now) });
    return { token, session: { username: user.username, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() } };
  }

  /** The session a cookie's token names, if it is current and its user still exists; moves its end on. */
  async identify(token: string | null): Promise<StaffIdentity | null> {
    if (!token || !isTokenShaped(token)) return null;
    const sessions = this.dataSource.getRepository(StaffSessionEntity);
    const session = await sessions.findOneBy({ id: tokenDigest(token) });
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now) {
      await sessions.delete({ id: session.id });
      return null;
    }
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: session.userId });
    if (!user) return null;
    let expiresAt = session.expiresAt;
    if (now + this.staff.sessionIdleMs - expiresAt.getTime() >= SLIDE_STEP_MS) {
      expiresAt = new Date(now + this.staff.sessionIdleMs);
      await sessions.update({ id: session.id }, { expiresAt });
    }
    return { sessionId: session.id, userId: user.id, username: user.username, csrfToken: session.csrfToken, expiresAt };
  }

  private async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(DUMMY_PASSWORD);
    await verifyPassword(password, await this.dummyHash);
    return false;
  }

  async signOut(sessionId: string): Promise<void> {
    await this.dataSource.getRepository(StaffSessionEntity).delete({ id: sessionId });
  }
}
