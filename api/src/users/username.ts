/**
 * Staff usernames have one canonical form, the only one stored and the only one looked up: NFKC (so full-width
 * `ｄａｒａ` is `dara`), lower case, and then nothing but ASCII letters, digits and `. _ @ -`. A name holding
 * anything else (an accented `á`, an invisible U+200B, a direction control) is no name at all: refused before any
 * look-up, so no look-alike reaches an account (the column also compares byte for byte: migration
 * SignInThrottle1776100000000).
 */
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{0,63}$/;
export const USERNAME_RULE = 'letters, digits and . _ @ - (starting with a letter or digit), at most 64';

/** Invisible and format characters (zero-width, joiners, direction controls, the byte order mark): never in a name. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;

/** The canonical form of what was typed, or `null` when it cannot be a username. */
export function canonicalUsername(typed: string): string | null {
  if (INVISIBLE.test(typed)) return null;
  const name = typed.normalize('NFKC').trim().toLowerCase();
  return USERNAME_PATTERN.test(name) ? name : null;
}

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;
