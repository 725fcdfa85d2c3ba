import { ConfigError } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';

/** The problems `loadConfig` reports for `env`, or none. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
