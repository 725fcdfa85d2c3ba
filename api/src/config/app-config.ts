import type { ContactConfig } from '../contact/contact-config.js';
import type { MailConfig } from '../mail/mail-config.js';
import type { StaffConfig } from '../staff/staff-config.js';
import type { LOG_LEVELS, SEED_MODES } from './environment.js';

export type SeedOnStart = (typeof SEED_MODES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /** How long a stopping instance still answers, so a load balancer that already left it sees its last requests end. */
  shutdownDrainMs: number;
  /** `null` when SMTP_URL is unset: notification off. */
  mail: MailConfig | null;
  staff: StaffConfig;
  contact: ContactConfig;
}

/** Thrown with every invalid variable named, so an operator fixes them all in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
