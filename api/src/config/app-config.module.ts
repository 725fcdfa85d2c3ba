import type { DynamicModule } from '@nestjs/common';
import { ConfigModule, getConfigToken, registerAs } from '@nestjs/config';
import type { AppConfig } from './app-config.js';

/** The validated config's namespace in @nestjs/config: `@Inject(APP_CONFIG)` gives the typed `AppConfig`. */
export const APP_CONFIG = getConfigToken('app');

/**
 * @nestjs/config's ConfigModule serving the config `loadConfig` (its `validate` function) already made, everywhere.
 * It is validated before Nest starts, because the Fastify adapter and the logger are built from it, and tests start
 * apps with their own; so this module reads neither `.env` nor `process.env` again.
 */
export function appConfigModule(config: AppConfig): Promise<DynamicModule> {
  return ConfigModule.forRoot({
    isGlobal: true,
    ignoreEnvFile: true,
    validatePredefined: false,
    skipProcessEnv: true,
    load: [registerAs('app', () => config)],
  });
}
