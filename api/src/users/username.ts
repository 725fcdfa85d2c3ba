/**
 * Staff usernames: compared and stored in lower case, so `Dara` and `dara` are one account on SQLite
 * too (MySQL's collation would fold them anyway, SQLite's would not).
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{0,63}$/;
export const USERNAME_RULE = 'letters, digits and . _ @ - (starting with a letter or digit), at most 64';

export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;
