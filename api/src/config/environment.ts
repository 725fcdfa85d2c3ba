import { checkAdminToken, checkCorsOrigins, checkDatabaseUrl, checkHost, checkTrustProxy } from './env-checks.js';
import { EnvBoolean, EnvInteger, EnvOneOf, EnvRule } from './env-rule.js';
import { checkInboxUrl, checkMailFrom, checkMailTo, checkPublicOrigin, checkRetryMax, checkSmtpUrl } from '../mail/mail-env-checks.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SEED_MODES = ['empty', 'always', 'never'] as const;

/**
 * The API's environment as @nestjs/config validates it (`loadConfig`): every variable the API reads, each
 * with its rule. Problems are reported in this order, so an operator reads them as README's table lists them.
 */
export class Environment {
  @EnvRule(checkHost) HOST?: string;
  @EnvInteger(0, 65535) PORT?: string;
  @EnvInteger(100, 60_000) DB_CONNECT_TIMEOUT_MS?: string;
  @EnvInteger(1, 200) DB_POOL_SIZE?: string;
  @EnvRule(checkDatabaseUrl) DATABASE_URL?: string;
  SQLITE_PATH?: string;
  @EnvBoolean() MIGRATIONS_RUN?: string;
  @EnvOneOf(SEED_MODES) SEED_ON_START?: string;
  CONTENT_DIR?: string;
  @EnvRule(checkCorsOrigins) CORS_ORIGINS?: string;
  @EnvRule(checkAdminToken) ADMIN_TOKEN?: string;
  @EnvInteger(1, 1_000_000_000) RATE_LIMIT_MAX?: string;
  @EnvInteger(100, 86_400_000) RATE_LIMIT_WINDOW_MS?: string;
  @EnvInteger(1024, 10_485_760) BODY_LIMIT_BYTES?: string;
  // class-transformer recurses once per level and overflows the stack somewhere past 2,000: the cap keeps a wide margin.
  @EnvInteger(1, 256) BODY_MAX_DEPTH?: string;
  @EnvInteger(1, 1_000_000) BODY_MAX_KEYS?: string;
  @EnvRule(checkTrustProxy) TRUST_PROXY?: string;
  @EnvOneOf(LOG_LEVELS) LOG_LEVEL?: string;
  @EnvInteger(50, 3_600_000) CONTENT_REFRESH_MS?: string;
  @EnvInteger(0, 86_400) LIST_MAX_AGE_SECONDS?: string;
  @EnvBoolean() API_DOCS?: string;

  @EnvInteger(50, 600_000) MAIL_POLL_MS?: string;
  @EnvInteger(50, 3_600_000) MAIL_RETRY_BASE_MS?: string;
  @EnvRule(checkRetryMax) @EnvInteger(50, 86_400_000) MAIL_RETRY_MAX_MS?: string;
  @EnvInteger(100, 300_000) SMTP_TIMEOUT_MS?: string;
  @EnvRule(checkSmtpUrl) SMTP_URL?: string;
  @EnvRule(checkMailFrom) MAIL_FROM?: string;
  @EnvRule(checkMailTo) MAIL_TO?: string;
  @EnvRule(checkInboxUrl) INBOX_URL?: string;
  @EnvRule(checkPublicOrigin) PUBLIC_ORIGIN?: string;

  @EnvInteger(1, 10_080) STAFF_SESSION_IDLE_MINUTES?: string;
  @EnvInteger(1, 1000) STAFF_SIGNIN_MAX_FAILURES?: string;
  @EnvInteger(1, 100_000) STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS?: string;
  @EnvInteger(1, 1440) STAFF_SIGNIN_LOCK_MINUTES?: string;
}
