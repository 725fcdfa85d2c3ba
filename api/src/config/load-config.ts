import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { contactConfigFrom } from '../contact/contact-config.js';
import { mailConfigFrom } from '../mail/mail-config.js';
import { staffConfigFrom } from '../staff/staff-config.js';
import { API_ROOT } from './api-root.js';
import { type AppConfig, ConfigError, type DatabaseConfig, type LogLevel, type SeedOnStart } from './app-config.js';
import { parseDatabaseUrl, trustProxy } from './env-checks.js';
import { commaList, type EnvValues, isTrue, PROBLEM_SEPARATOR } from './env-rule.js';
import { Environment } from './environment.js';
import { withSecretFiles } from './secret-files.js';

/**
 * The `validate` function of @nestjs/config's `ConfigModule.forRoot`: checks the environment against `Environment`
 * and answers the typed config, or throws one `ConfigError` naming every invalid variable, so an operator fixes them
 * all in one go. `main.ts` and the commands call it before Nest starts, because the Fastify adapter and the logger
 * are made from it.
 */
export function loadConfig(variables: Record<string, unknown> = process.env): AppConfig {
  // Docker secrets (`<NAME>_FILE`) first, so the schema checks what they hold like any other value.
  const secrets = withSecretFiles(variables);
  // The variables set over the schema's defaults.
  const env = plainToInstance(Environment, readValues(secrets.values));
  const problems = [
    ...secrets.problems,
    ...validateSync(env, { forbidUnknownValues: false }).flatMap((error) =>
      Object.values(error.constraints ?? {}).flatMap((message) => message.split(PROBLEM_SEPARATOR)),
    ),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return toAppConfig(env);
}

/** Every value trimmed; a blank one counts as unset, so `PORT=` means the default. */
function readValues(variables: Record<string, unknown>): EnvValues {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed !== '') values[name] = trimmed;
  }
  return values;
}

/** The typed config of an environment the schema accepted. */
function toAppConfig(env: Environment): AppConfig {
  return {
    host: env.HOST,
    port: Number(env.PORT),
    database: databaseConfig(env),
    migrationsRun: isTrue(env.MIGRATIONS_RUN),
    seedOnStart: env.SEED_ON_START as SeedOnStart,
    contentDir: path.resolve(API_ROOT, env.CONTENT_DIR),
    corsOrigins: commaList(env.CORS_ORIGINS),
    adminToken: env.ADMIN_TOKEN ?? null,
    rateLimitMax: Number(env.RATE_LIMIT_MAX),
    rateLimitWindowMs: Number(env.RATE_LIMIT_WINDOW_MS),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES),
    bodyMaxDepth: Number(env.BODY_MAX_DEPTH),
    bodyMaxKeys: Number(env.BODY_MAX_KEYS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL as LogLevel,
    contentRefreshMs: Number(env.CONTENT_REFRESH_MS),
    listMaxAgeSeconds: Number(env.LIST_MAX_AGE_SECONDS),
    docsEnabled: isTrue(env.API_DOCS),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_SECONDS) * 1000,
    mail: mailConfigFrom(env),
    staff: staffConfigFrom(env),
    contact: contactConfigFrom(env),
  };
}

function databaseConfig(env: Environment): DatabaseConfig {
  const parsed = env.DATABASE_URL === undefined ? null : parseDatabaseUrl(env.DATABASE_URL);
  if (!parsed) {
    // Relative paths are taken from the api/ folder, whatever directory the process starts in.
    return { kind: 'sqlite', path: path.resolve(API_ROOT, env.SQLITE_PATH) };
  }
  const { url, scheme, database } = parsed;
  return {
    kind: scheme === 'mariadb' ? 'mariadb' : 'mysql',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username || 'root'),
    // DATABASE_PASSWORD (a Docker secret, the same one the database is given) wins over one written in the URL.
    password: env.DATABASE_PASSWORD ?? decodeURIComponent(url.password),
    database,
    connectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS),
    poolSize: Number(env.DB_POOL_SIZE),
  };
}
