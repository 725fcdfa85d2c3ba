import { isIP } from 'node:net';
import path from 'node:path';
import { type MailConfig, readMailConfig } from '../mail/mail-config.js';
import { readStaffConfig, type StaffConfig } from '../staff/staff-config.js';
import { API_ROOT } from './api-root.js';

export type SeedOnStart = 'empty' | 'always' | 'never';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  | {
      kind: 'mysql' | 'mariadb';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      connectTimeoutMs: number;
      poolSize: number;
    }
  | { kind: 'sqlite'; path: string };

export interface AppConfig {
  /** `0.0.0.0` (every interface, what containers expect) unless HOST says otherwise; the gateway's child uses 127.0.0.1. */
  host: string;
  port: number;
  database: DatabaseConfig;
  migrationsRun: boolean;
  seedOnStart: SeedOnStart;
  contentDir: string;
  corsOrigins: string[];
  /** `null` when unset: then `GET /api/contact` always answers 401. */
  adminToken: string | null;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  bodyLimitBytes: number;
  /** Deepest nesting of objects and arrays a JSON body may have (the body itself is level 1). */
  bodyMaxDepth: number;
  /** Most object keys and array items a JSON body may hold, counted together over the whole body. */
  bodyMaxKeys: number;
  /** `false`, `true` (trust every hop: only behind a proxy that always sets X-Forwarded-For), or addresses/CIDRs/`loopback`. */
  trustProxy: boolean | string;
  logLevel: LogLevel;
  /** How often the list cache re-reads the database to pick up content a seed run changed. */
  contentRefreshMs: number;
  listMaxAgeSeconds: number;
  docsEnabled: boolean;
  /** `null` when SMTP_URL is unset: notification off. */
  mail: MailConfig | null;
  staff: StaffConfig;
}

/** Thrown with every invalid variable named, so an operator fixes them all in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SEED_MODES: readonly SeedOnStart[] = ['empty', 'always', 'never'];
const MIN_ADMIN_TOKEN_LENGTH = 16;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const config: AppConfig = {
    host: readHost(read.string('HOST', '0.0.0.0'), problems),
    port: read.integer('PORT', 3100, 0, 65535),
    database: readDatabase(read, env, problems),
    migrationsRun: read.boolean('MIGRATIONS_RUN', true),
    seedOnStart: read.oneOf('SEED_ON_START', SEED_MODES, 'empty'),
    contentDir: path.resolve(API_ROOT, read.string('CONTENT_DIR', 'content')),
    corsOrigins: readCorsOrigins(env.CORS_ORIGINS, problems),
    adminToken: readAdminToken(env.ADMIN_TOKEN, problems),
    rateLimitMax: read.integer('RATE_LIMIT_MAX', 10, 1, 1_000_000_000),
    rateLimitWindowMs: read.integer('RATE_LIMIT_WINDOW_MS', 60_000, 100, 86_400_000),
    bodyLimitBytes: read.integer('BODY_LIMIT_BYTES', 32_768, 1024, 10_485_760),
    // class-transformer recurses once per level and overflows the stack somewhere past 2,000: the cap keeps a wide margin.
    bodyMaxDepth: read.integer('BODY_MAX_DEPTH', 32, 1, 256),
    bodyMaxKeys: read.integer('BODY_MAX_KEYS', 1000, 1, 1_000_000),
    trustProxy: readTrustProxy(env.TRUST_PROXY, problems),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    contentRefreshMs: read.integer('CONTENT_REFRESH_MS', 5000, 50, 3_600_000),
    listMaxAgeSeconds: read.integer('LIST_MAX_AGE_SECONDS', 60, 0, 86_400),
    docsEnabled: read.boolean('API_DOCS', true),
    mail: readMailConfig(read, problems),
    staff: readStaffConfig(read),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readDatabase(read: EnvReader, env: Env, problems: string[]): DatabaseConfig {
  const connectTimeoutMs = read.integer('DB_CONNECT_TIMEOUT_MS', 3000, 100, 60_000);
  const poolSize = read.integer('DB_POOL_SIZE', 10, 1, 200);
  const raw = env.DATABASE_URL?.trim();
  if (!raw) {
    // Relative paths are taken from the api/ folder, whatever directory the process starts in.
    return { kind: 'sqlite', path: path.resolve(API_ROOT, read.string('SQLITE_PATH', path.join('data', 'azmar.sqlite'))) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('DATABASE_URL: not a URL; expected mysql://user:password@host:3306/database or mariadb://…');
    return { kind: 'sqlite', path: '' };
  }
  const protocol = url.protocol.replace(/:$/, '');
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (protocol !== 'mysql' && protocol !== 'mariadb') {
    problems.push(`DATABASE_URL: unsupported scheme "${protocol}"; use mysql:// or mariadb://`);
  }
  if (!url.hostname) problems.push('DATABASE_URL: a host is required');
  if (!database || database.includes('/')) problems.push('DATABASE_URL: the path must name one database, e.g. /azmar');
  const port = url.port ? Number(url.port) : 3306;
  return {
    kind: protocol === 'mariadb' ? 'mariadb' : 'mysql',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    username: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database,
    connectTimeoutMs,
    poolSize,
  };
}

function readHost(host: string, problems: string[]): string {
  // An IP address or a host name; a typo here would otherwise surface only as a listen error.
  if (isIP(host) === 0 && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host)) {
    problems.push(`HOST: "${host}" is not an IP address or host name (e.g. 0.0.0.0 for every interface, 127.0.0.1 for loopback only)`);
  }
  return host;
}

function readCorsOrigins(raw: string | undefined, problems: string[]): string[] {
  if (!raw?.trim()) return [];
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // Not a URL at all: `parsed` stays null.
    }
    // An origin is scheme://host[:port] only; a path or trailing slash never matches a browser's Origin header.
    if (!parsed || parsed.origin !== origin) {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://example.com (no path, no trailing slash)`);
    }
  }
  return origins;
}

function readTrustProxy(raw: string | undefined, problems: string[]): boolean | string {
  const value = raw?.trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  const entries = value.split(',').map((v) => v.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = entries.filter((entry) => !named.has(entry) && !/^[\d.:a-f]+(\/\d{1,3})?$/.test(entry));
  if (bad.length > 0) {
    problems.push(`TRUST_PROXY: "${bad.join(', ')}" is not true/false, loopback, linklocal, uniquelocal or an IP/CIDR list`);
    return false;
  }
  return entries.join(',');
}

function readAdminToken(raw: string | undefined, problems: string[]): string | null {
  const token = raw?.trim();
  if (!token) return null;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    problems.push(`ADMIN_TOKEN: must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (or unset to disable GET /api/contact)`);
  }
  return token;
}

export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  /** The trimmed value, `undefined` when unset or blank. */
  optional(name: string): string | undefined {
    return this.raw(name);
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name}: "${value}" is not a whole number between ${min} and ${max}`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name}: "${value}" is not a boolean (true/false)`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}: "${value}" must be one of ${allowed.join(', ')}`);
    return fallback;
  }
}
