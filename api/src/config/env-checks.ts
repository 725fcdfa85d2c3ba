import { isIP } from 'node:net';

// The checks of the variables whose rules are more than a range or a list, with the messages operators have always had.

const MIN_ADMIN_TOKEN_LENGTH = 16;
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

export function corsOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

export function checkCorsOrigins(raw: string | undefined): string[] {
  // An origin is scheme://host[:port] only; a path or trailing slash never matches a browser's Origin header.
  return corsOrigins(raw)
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

export function checkAdminToken(token: string | undefined): string[] {
  if (token === undefined || token.length >= MIN_ADMIN_TOKEN_LENGTH) return [];
  return [`ADMIN_TOKEN: must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (or unset to disable GET /api/contact)`];
}
