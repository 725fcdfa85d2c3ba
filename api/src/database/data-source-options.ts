import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { MailOutboxEntity } from '../mail/mail-outbox.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { ServiceEntity } from '../services/service.entity.js';
import { StaffSessionEntity } from '../staff/staff-session.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { InitialSchema1732150000000 } from './migrations/1732150000000-initial-schema.js';
import { ContentUpdatedAt1764000000000 } from './migrations/1764000000000-content-updated-at.js';
import { ContactHandling1772000000000 } from './migrations/1772000000000-contact-handling.js';
import { MailOutbox1772000000001 } from './migrations/1772000000001-mail-outbox.js';
import { StaffSessions1772000000002 } from './migrations/1772000000002-staff-sessions.js';
import { SignInThrottle1776100000000 } from './migrations/1776100000000-sign-in-throttle.js';
import { ContactSpamAndContext1776100000001 } from './migrations/1776100000001-contact-spam-and-context.js';
import { AuditEvents1776100000002 } from './migrations/1776100000002-audit-events.js';
import { AppSecrets1776100000003 } from './migrations/1776100000003-app-secrets.js';
import { StaffStudio1780000000000 } from './migrations/1780000000000-staff-studio.js';
import { AuditEventEntity } from '../audit/audit-event.entity.js';
import { ContentDraftEntity } from '../studio/content-draft.entity.js';
import { ContentVersionEntity } from '../studio/content-version.entity.js';
import { PreviewTokenEntity } from '../studio/preview-token.entity.js';
import { MediaChunkEntity, MediaEntity, MediaFileEntity } from '../media/media.entities.js';
import { AppSecretEntity } from '../secrets/app-secret.entity.js';
import { ThrottleEntryEntity } from '../throttle/throttle-entry.entity.js';

const ENTITIES = [
  ServiceEntity,
  ProjectEntity,
  ProductEntity,
  ContactMessageEntity,
  UserEntity,
  MailOutboxEntity,
  StaffSessionEntity,
  ThrottleEntryEntity,
  AuditEventEntity,
  AppSecretEntity,
  ContentDraftEntity,
  ContentVersionEntity,
  PreviewTokenEntity,
  MediaEntity,
  MediaFileEntity,
  MediaChunkEntity,
];
const MIGRATIONS = [
  InitialSchema1732150000000,
  ContentUpdatedAt1764000000000,
  ContactHandling1772000000000,
  MailOutbox1772000000001,
  StaffSessions1772000000002,
  SignInThrottle1776100000000,
  ContactSpamAndContext1776100000001,
  AuditEvents1776100000002,
  AppSecrets1776100000003,
  StaffStudio1780000000000,
];

/** One place that turns the typed database config into TypeORM options; `synchronize` is always off. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  if (database.kind === 'sqlite') {
    mkdirSync(path.dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      // WAL lets the seed command write while the API keeps reading.
      enableWAL: true,
      prepareDatabase: (db: { pragma(source: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: database.kind,
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: database.connectTimeoutMs,
    poolSize: database.poolSize,
    extra: {
      // Recycle sockets the server (or a proxy) closed instead of handing them out again.
      enableKeepAlive: true,
      idleTimeout: 30_000,
      maxIdle: database.poolSize,
    },
  };
}
