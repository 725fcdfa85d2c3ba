import { isIP } from 'node:net';
import { commaList, type EnvValues } from './env-rule.js';

// The checks of the variables whose rules are more than a range or a list, with the messages operators have always had.

const MIN_ADMIN_TOKEN_LENGTH = 32;
const MIN_ADMIN_TOKEN_BITS = 128;
/** Below this many bits per character (by the token's own character frequencies) a token repeats itself too much. */
const MIN_ADMIN_TOKEN_BITS_PER_CHARACTER = 3;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function checkHost(host: string | undefined): string[] {
  // An IP address or a host name; a typo here would otherwise surface only as a listen error.
  if (host === undefined || isIP(host) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host)) return [];
  return [`HOST: "${host}" is not an IP address or host name (e.g. 0.0.0.0 for every interface, 127.0.0.1 for loopback only)`];
}

/** `mysql://…` or `mariadb://…` naming one database; `null` when the value is no URL at all. */
export function parseDatabaseUrl(raw: string): { url: URL; scheme: string; database: string } | null {
  try {
    const url = new URL(raw);
    return { url, scheme: url.protocol.replace(/:$/, ''), database: decodeURIComponent(url.pathname.replace(/^\//, '')) };
  } catch {
    return null;
  }
}

export function checkDatabaseUrl(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const parsed = parseDatabaseUrl(raw);
  if (!parsed) return ['DATABASE_URL: not a URL; expected mysql://user:password@host:3306/database or mariadb://…'];
  const problems: string[] = [];
  if (parsed.scheme !== 'mysql' && parsed.scheme !== 'mariadb')
    problems.push(`DATABASE_URL: unsupported scheme "${parsed.scheme}"; use mysql:// or mariadb://`);
  if (!parsed.url.hostname) problems.push('DATABASE_URL: a host is required');
  if (!parsed.database || parsed.database.includes('/')) problems.push('DATABASE_URL: the path must name one database, e.g. /azmar');
  return problems;
}

export function checkCorsOrigins(raw: string | undefined): string[] {
  // An origin is scheme://host[:port] only; a path or trailing slash never matches a browser's Origin header.
  return commaList(raw)
    .filter((origin) => URL.parse(origin)?.origin !== origin)
    .map((origin) => `CORS_ORIGINS: "${origin}" is not an origin like https://example.com (no path, no trailing slash)`);
}

/** `false`, `true`, or the trusted addresses joined by commas. */
export function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .join(',');
}

export function checkTrustProxy(raw: string | undefined): string[] {
  const value = trustProxy(raw);
  if (typeof value === 'boolean') return [];
  const bad = value.split(',').filter((entry) => !PROXY_NAMES.has(entry) && !/^[\d.:a-f]+(\/\d{1,3})?$/.test(entry));
  return bad.length === 0 ? [] : [`TRUST_PROXY: "${bad.join(', ')}" is not true/false, loopback, linklocal, uniquelocal or an IP/CIDR list`];
}

/**
 * The admin token guards every message: it must be long and random, as `openssl rand -hex 32` makes it. Its strength
 * is estimated twice and the lower figure must reach 128 bits: from its length and the kinds of character it uses
 * (hex digits, letters, digits, punctuation), and its characters must not repeat like a word or a pattern does.
 */
export function checkAdminToken(token: string | undefined): string[] {
  if (token === undefined) return [];
  const advice = 'make one with `openssl rand -hex 32` (or unset ADMIN_TOKEN to disable GET /api/contact)';
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) return [`ADMIN_TOKEN: must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters; ${advice}`];
  if (!/^[\x21-\x7e]+$/.test(token)) return [`ADMIN_TOKEN: only printable ASCII characters without spaces; ${advice}`];
  if (alphabetBits(token) < MIN_ADMIN_TOKEN_BITS || characterEntropy(token) < MIN_ADMIN_TOKEN_BITS_PER_CHARACTER) {
    return [`ADMIN_TOKEN: not random enough (a word, a pattern or repeated characters); ${advice}`];
  }
  return [];
}

/** Bits of a token as if each character were drawn at random from the kinds it uses. */
function alphabetBits(token: string): number {
  const hex = /^[0-9a-f]+$/i.test(token) && !/^[0-9]+$/.test(token);
  let size = 0;
  if (hex) size = 16;
  else {
    if (/[a-z]/.test(token)) size += 26;
    if (/[A-Z]/.test(token)) size += 26;
    if (/[0-9]/.test(token)) size += 10;
    if (/[^a-zA-Z0-9]/.test(token)) size += 32;
  }
  return token.length * Math.log2(size);
}

/** Shannon entropy of the token's own characters, in bits per character. */
function characterEntropy(token: string): number {
  const counts = new Map<string, number>();
  for (const character of token) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / token.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The longest sign-in delay must not be shorter than the first. */
export function checkLongestDelay(raw: string | undefined, env: EnvValues): string[] {
  if (raw === undefined || !/^\d+$/.test(raw)) return [];
  const first = /^\d+$/.test(env.STAFF_SIGNIN_DELAY_SECONDS ?? '') ? Number(env.STAFF_SIGNIN_DELAY_SECONDS) : 1;
  return Number(raw) < first ? [`STAFF_SIGNIN_MAX_DELAY_SECONDS: ${raw} is less than STAFF_SIGNIN_DELAY_SECONDS (${first})`] : [];
}

/** A variable the API no longer reads: said, so an operator does not believe it still works. */
export function checkRetired(replacement: string) {
  return function checkRetiredVariable(raw: string | undefined, _env: EnvValues, name: string): string[] {
    return raw === undefined ? [] : [`${name}: no longer used; see ${replacement}`];
  };
}
