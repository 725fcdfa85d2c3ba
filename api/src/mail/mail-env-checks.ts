import { isEmailAddress } from '@azmar/contract/content/email-address';
import { commaList, type EnvValues } from '../config/env-rule.js';

// The rules of the mail variables: all of them only once SMTP_URL is set, which switches notification on.

export function checkRetryMax(raw: string | undefined, env: EnvValues): string[] {
  if (env.SMTP_URL === undefined || raw === undefined || !/^\d+$/.test(raw)) return [];
  // An invalid base has its own problem; the cap is then compared with the default.
  const base = /^\d+$/.test(env.MAIL_RETRY_BASE_MS ?? '') ? Number(env.MAIL_RETRY_BASE_MS) : 30_000;
  return Number(raw) < base ? [`MAIL_RETRY_MAX_MS: ${raw} is less than MAIL_RETRY_BASE_MS (${base})`] : [];
}

/** The parts of `smtp://user:password@host:port` or `smtps://…`; `null` when the value is no URL at all. */
export function parseSmtpUrl(raw: string): { url: URL; scheme: string } | null {
  const url = URL.parse(raw);
  return url && { url, scheme: url.protocol.replace(/:$/, '') };
}

export function checkSmtpUrl(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const parsed = parseSmtpUrl(raw);
  if (!parsed) return ['SMTP_URL: not a URL; expected smtp://user:password@host:port (or smtps:// for TLS)'];
  if (parsed.scheme !== 'smtp' && parsed.scheme !== 'smtps') {
    return [`SMTP_URL: unsupported scheme "${parsed.scheme}"; use smtp:// (STARTTLS when offered) or smtps:// (TLS)`];
  }
  const problems: string[] = [];
  if (!parsed.url.hostname) problems.push('SMTP_URL: a host is required, e.g. smtp://user:password@mail.example.com:587');
  if (parsed.url.pathname && parsed.url.pathname !== '/') problems.push('SMTP_URL: no path is expected after host:port');
  return problems;
}

/** MAIL_FROM or MAIL_TO without SMTP_URL would otherwise switch nothing on, silently. */
function setWithoutSmtp(name: string): string[] {
  return [`${name}: set, but SMTP_URL is not: set SMTP_URL too, or unset ${name} (notification off)`];
}

/** `noreply@example.com` or `Azmar Website <noreply@example.com>`. */
export function parseMailFrom(raw: string): { name: string | null; address: string; valid: boolean } {
  const match = /^(?:(.*?)\s*<([^<>]*)>|([^<>\s]+))$/.exec(raw);
  const name = match?.[1]?.replace(/^"|"$/g, '').trim() || null;
  const address = (match?.[2] ?? match?.[3] ?? '').trim();
  // A line break in a header value would let the value start a header of its own.
  return { name, address, valid: Boolean(match) && isEmailAddress(address) && (name === null || !/[\p{Cc}"]/u.test(name)) };
}

export function checkMailFrom(raw: string | undefined, env: EnvValues): string[] {
  if (env.SMTP_URL === undefined) return raw === undefined ? [] : setWithoutSmtp('MAIL_FROM');
  if (raw === undefined) return ['MAIL_FROM: required when SMTP_URL is set, e.g. "Azmar Website <noreply@azmar.example>"'];
  if (parseMailFrom(raw).valid) return [];
  return [`MAIL_FROM: "${raw}" is not an address like noreply@azmar.example or Azmar Website <noreply@azmar.example>`];
}

export function checkMailTo(raw: string | undefined, env: EnvValues): string[] {
  if (env.SMTP_URL === undefined) return raw === undefined ? [] : setWithoutSmtp('MAIL_TO');
  const addresses = commaList(raw);
  if (addresses.length === 0) return ['MAIL_TO: required when SMTP_URL is set: one or more addresses, comma-separated'];
  const bad = addresses.filter((a) => !isEmailAddress(a));
  return bad.length === 0 ? [] : [`MAIL_TO: not an email address: ${bad.map((a) => `"${a}"`).join(', ')}`];
}

const httpUrl = (value: string) => {
  const url = URL.parse(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
};

export function checkInboxUrl(raw: string | undefined, env: EnvValues): string[] {
  if (env.SMTP_URL === undefined || raw === undefined || httpUrl(raw)) return [];
  return [`INBOX_URL: "${raw}" is not an http(s) URL`];
}

/** Used only when INBOX_URL is unset: the inbox is then `/inbox` on this origin. */
export function checkPublicOrigin(raw: string | undefined, env: EnvValues): string[] {
  if (env.SMTP_URL === undefined || env.INBOX_URL !== undefined) return [];
  if (raw === undefined) {
    return ['INBOX_URL or PUBLIC_ORIGIN: one is required when SMTP_URL is set, for the inbox link in each email (e.g. PUBLIC_ORIGIN=https://azmar.example)'];
  }
  const url = httpUrl(raw);
  if (!url) return [`PUBLIC_ORIGIN: "${raw}" is not an http(s) URL`];
  return url.origin === raw.replace(/\/$/, '') ? [] : [`PUBLIC_ORIGIN: "${raw}" is not an origin like https://azmar.example (no path)`];
}

/** The inbox link of a valid configuration. */
export function inboxUrl({ INBOX_URL, PUBLIC_ORIGIN }: { INBOX_URL?: string; PUBLIC_ORIGIN?: string }): string {
  return INBOX_URL !== undefined ? new URL(INBOX_URL).href : `${new URL(PUBLIC_ORIGIN!).origin}/inbox`;
}
