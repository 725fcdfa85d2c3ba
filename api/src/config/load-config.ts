import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { mailConfigFrom } from '../mail/mail-config.js';
import { staffConfigFrom } from '../staff/staff-config.js';
import { API_ROOT } from './api-root.js';
import { type AppConfig, ConfigError, type DatabaseConfig, type LogLevel, type SeedOnStart } from './app-config.js';
import { corsOrigins, parseDatabaseUrl, trustProxy } from './env-checks.js';
import { booleanOr, type EnvValues, integerOr, PROBLEM_SEPARATOR } from './env-rule.js';
import { Environment } from './environment.js';

/**
 * The `validate` function of @nestjs/config's `ConfigModule.forRoot`: checks the environment against `Environment`
 * and answers the typed config, or throws one `ConfigError` naming every invalid variable, so an operator fixes them
 * all in one go. `main.ts` and the commands call it before Nest starts, because the Fastify adapter and the logger
 * are made from it.
 */
export function loadConfig(variables: Record<string, unknown> = process.env): AppConfig {
  const values = readValues(variables);
  const problems = validateSync(plainToInstance(Environment, values), { forbidUnknownValues: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).flatMap((message) => message.split(PROBLEM_SEPARATOR)),
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return toAppConfig(values);
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

/** The typed config of variables `Environment` accepted, with the defaults of README's table. */
function toAppConfig(env: EnvValues): AppConfig {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: integerOr(env.PORT, 3100),
    database: databaseConfig(env),
    migrationsRun: booleanOr(env.MIGRATIONS_RUN, true),
    seedOnStart: (env.SEED_ON_START ?? 'empty') as SeedOnStart,
    contentDir: path.resolve(API_ROOT, env.CONTENT_DIR ?? 'content'),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    adminToken: env.ADMIN_TOKEN ?? null,
    rateLimitMax: integerOr(env.RATE_LIMIT_MAX, 10),
    rateLimitWindowMs: integerOr(env.RATE_LIMIT_WINDOW_MS, 60_000),
    bodyLimitBytes: integerOr(env.BODY_LIMIT_BYTES, 32_768),
    bodyMaxDepth: integerOr(env.BODY_MAX_DEPTH, 32),
    bodyMaxKeys: integerOr(env.BODY_MAX_KEYS, 1000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: (env.LOG_LEVEL ?? 'info') as LogLevel,
    contentRefreshMs: integerOr(env.CONTENT_REFRESH_MS, 5000),
    listMaxAgeSeconds: integerOr(env.LIST_MAX_AGE_SECONDS, 60),
    docsEnabled: booleanOr(env.API_DOCS, true),
    mail: mailConfigFrom(env),
    staff: staffConfigFrom(env),
  };
}

function databaseConfig(env: EnvValues): DatabaseConfig {
  const parsed = env.DATABASE_URL === undefined ? null : parseDatabaseUrl(env.DATABASE_URL);
  if (!parsed) {
    // Relative paths are taken from the api/ folder, whatever directory the process starts in.
    return { kind: 'sqlite', path: path.resolve(API_ROOT, env.SQLITE_PATH ?? path.join('data', 'azmar.sqlite')) };
  }
  const { url, scheme, database } = parsed;
  return {
    kind: scheme === 'mariadb' ? 'mariadb' : 'mysql',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database,
    connectTimeoutMs: integerOr(env.DB_CONNECT_TIMEOUT_MS, 3000),
    poolSize: integerOr(env.DB_POOL_SIZE, 10),
  };
}
