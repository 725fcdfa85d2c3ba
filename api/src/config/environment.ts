import path from 'node:path';
import { checkAdminToken, checkCorsOrigins, checkDatabaseUrl, checkHost, checkLongestDelay, checkRetired, checkTrustProxy } from './env-checks.js';
import { EnvBoolean, EnvInteger, EnvOneOf, EnvRule } from './env-rule.js';
import { checkInboxUrl, checkMailFrom, checkMailTo, checkPublicOrigin, checkRetryMax, checkSmtpUrl } from '../mail/mail-env-checks.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MAIL_LANGUAGES = ['en', 'ku'] as const;
export const SEED_MODES = ['empty', 'always', 'never'] as const;

/**
 * The API's environment as @nestjs/config validates it (`loadConfig`): every variable the API reads, with its rule
 * and its default (what an unset or blank variable means). Problems are reported in this order, so an operator reads
 * them as README's table lists them.
 */
export class Environment {
  @EnvRule(checkHost) HOST = '0.0.0.0';
  @EnvInteger(0, 65535) PORT = '3100';
  @EnvInteger(100, 60_000) DB_CONNECT_TIMEOUT_MS = '3000';
  @EnvInteger(1, 200) DB_POOL_SIZE = '10';
  @EnvRule(checkDatabaseUrl) DATABASE_URL?: string;
  // The password of DATABASE_URL kept out of it, e.g. DATABASE_PASSWORD_FILE=/run/secrets/db_password (secret-files.ts).
  DATABASE_PASSWORD?: string;
  SQLITE_PATH = path.join('data', 'azmar.sqlite');
  @EnvBoolean() MIGRATIONS_RUN = 'true';
  @EnvOneOf(SEED_MODES) SEED_ON_START = 'empty';
  CONTENT_DIR = 'content';
  @EnvRule(checkCorsOrigins) CORS_ORIGINS?: string;
  @EnvRule(checkAdminToken) ADMIN_TOKEN?: string;
  @EnvInteger(1, 1_000_000_000) RATE_LIMIT_MAX = '10';
  @EnvInteger(100, 86_400_000) RATE_LIMIT_WINDOW_MS = '60000';
  @EnvInteger(1024, 10_485_760) BODY_LIMIT_BYTES = '32768';
  // class-transformer recurses once per level and overflows the stack somewhere past 2,000: the cap keeps a wide margin.
  @EnvInteger(1, 256) BODY_MAX_DEPTH = '32';
  @EnvInteger(1, 1_000_000) BODY_MAX_KEYS = '1000';
  @EnvRule(checkTrustProxy) TRUST_PROXY?: string;
  @EnvOneOf(LOG_LEVELS) LOG_LEVEL = 'info';
  @EnvInteger(50, 3_600_000) CONTENT_REFRESH_MS = '1000';
  @EnvInteger(0, 86_400) LIST_MAX_AGE_SECONDS = '1';
  // Off unless asked for: the docs describe every staff route, which is nobody's business on a public site.
  @EnvBoolean() API_DOCS = 'false';
  // After SIGTERM: how long it keeps answering (readiness 503, every answer `Connection: close`) before it closes.
  @EnvInteger(0, 300) SHUTDOWN_DRAIN_SECONDS = '0';

  @EnvInteger(50, 600_000) MAIL_POLL_MS = '5000';
  @EnvInteger(50, 3_600_000) MAIL_RETRY_BASE_MS = '30000';
  @EnvRule(checkRetryMax) @EnvInteger(50, 86_400_000) MAIL_RETRY_MAX_MS = '900000';
  @EnvInteger(100, 300_000) SMTP_TIMEOUT_MS = '20000';
  @EnvRule(checkSmtpUrl) SMTP_URL?: string;
  @EnvRule(checkMailFrom) MAIL_FROM?: string;
  @EnvRule(checkMailTo) MAIL_TO?: string;
  @EnvRule(checkInboxUrl) INBOX_URL?: string;
  @EnvRule(checkPublicOrigin) PUBLIC_ORIGIN?: string;
  @EnvOneOf(MAIL_LANGUAGES) MAIL_STAFF_LANGUAGE = 'en';

  @EnvInteger(1, 10_080) STAFF_SESSION_IDLE_MINUTES = '30';
  @EnvInteger(1, 720) STAFF_SESSION_MAX_HOURS = '12';
  @EnvInteger(0, 1000) STAFF_SIGNIN_MAX_FAILURES = '5';
  @EnvInteger(0, 100_000) STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS = '20';
  @EnvInteger(1, 3600) STAFF_SIGNIN_DELAY_SECONDS = '1';
  @EnvRule(checkLongestDelay) @EnvInteger(1, 86_400) STAFF_SIGNIN_MAX_DELAY_SECONDS = '300';
  @EnvInteger(1, 8760) STAFF_SIGNIN_FORGET_HOURS = '24';
  @EnvInteger(1, 3650) STAFF_KNOWN_BROWSER_DAYS = '180';
  // Replaced by growing delays: a value set for it would otherwise be ignored without a word.
  @EnvRule(checkRetired('STAFF_SIGNIN_MAX_DELAY_SECONDS (failures now slow the next attempt down instead of locking)')) STAFF_SIGNIN_LOCK_MINUTES?: string;

  @EnvInteger(1, 8760) CONTACT_FORM_TOKEN_HOURS = '24';
  @EnvInteger(0, 600) CONTACT_MIN_FILL_SECONDS = '3';
  @EnvInteger(0, 1000) CONTACT_MAX_LINKS = '3';
  @EnvInteger(0, 3650) CONTACT_DUPLICATE_DAYS = '30';
  @EnvInteger(0, 36_500) CONTACT_RETENTION_DAYS = '0';
  @EnvInteger(1, 10_080) CONTACT_RETENTION_INTERVAL_MINUTES = '60';
}
