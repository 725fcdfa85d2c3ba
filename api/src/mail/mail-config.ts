import { isEmailAddress } from '@azmar/contract/content/email-address';
import type { EnvReader } from '../config/app-config.js';

export interface MailAddress {
  name: string | null;
  address: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** `smtps://`: TLS from the first byte (port 465); `smtp://` upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
}

/** Present only when SMTP_URL is set: without it notification is off and no outbox rows are written. */
export interface MailConfig {
  smtp: SmtpSettings;
  from: MailAddress;
  to: string[];
  /** The staff inbox's address, written into every email. */
  inboxUrl: string;
  /** How often the worker looks for due rows (other instances' rows, retries); a new message wakes it at once. */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Connection, greeting and socket timeout of one SMTP conversation. */
  timeoutMs: number;
  /** How long a claimed row is this instance's: long enough for the slowest send the timeouts allow. */
  leaseMs: number;
}

/** Reads SMTP_URL, MAIL_FROM, MAIL_TO, INBOX_URL / PUBLIC_ORIGIN and the worker's timing; every problem goes to `problems`. */
export function readMailConfig(read: EnvReader, problems: string[]): MailConfig | null {
  const pollMs = read.integer('MAIL_POLL_MS', 5000, 50, 600_000);
  const retryBaseMs = read.integer('MAIL_RETRY_BASE_MS', 30_000, 50, 3_600_000);
  const retryMaxMs = read.integer('MAIL_RETRY_MAX_MS', 900_000, 50, 86_400_000);
  const timeoutMs = read.integer('SMTP_TIMEOUT_MS', 20_000, 100, 300_000);
  const rawUrl = read.optional('SMTP_URL');
  if (rawUrl === undefined) {
    for (const name of ['MAIL_FROM', 'MAIL_TO']) {
      if (read.optional(name) !== undefined) problems.push(`${name}: set, but SMTP_URL is not: set SMTP_URL too, or unset ${name} (notification off)`);
    }
    return null;
  }
  if (retryMaxMs < retryBaseMs) problems.push(`MAIL_RETRY_MAX_MS: ${retryMaxMs} is less than MAIL_RETRY_BASE_MS (${retryBaseMs})`);
  return {
    smtp: readSmtpUrl(rawUrl, problems),
    from: readFrom(read.optional('MAIL_FROM'), problems),
    to: readTo(read.optional('MAIL_TO'), problems),
    inboxUrl: readInboxUrl(read.optional('INBOX_URL'), read.optional('PUBLIC_ORIGIN'), problems),
    pollMs,
    retryBaseMs,
    retryMaxMs,
    timeoutMs,
    // Connect, greeting and the data each have their own timeout; four of them bound one conversation.
    leaseMs: Math.max(4 * timeoutMs, 1000),
  };
}

function readSmtpUrl(raw: string, problems: string[]): SmtpSettings {
  const fallback: SmtpSettings = { host: '', port: 0, secure: false, user: null, password: null };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('SMTP_URL: not a URL; expected smtp://user:password@host:port (or smtps:// for TLS)');
    return fallback;
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 'smtp' && scheme !== 'smtps') {
    problems.push(`SMTP_URL: unsupported scheme "${scheme}"; use smtp:// (STARTTLS when offered) or smtps:// (TLS)`);
    return fallback;
  }
  if (!url.hostname) problems.push('SMTP_URL: a host is required, e.g. smtp://user:password@mail.example.com:587');
  if (url.pathname && url.pathname !== '/') problems.push('SMTP_URL: no path is expected after host:port');
  const secure = scheme === 'smtps';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
  };
}

/** `noreply@example.com` or `Azmar Website <noreply@example.com>`. */
function readFrom(raw: string | undefined, problems: string[]): MailAddress {
  if (raw === undefined) {
    problems.push('MAIL_FROM: required when SMTP_URL is set, e.g. "Azmar Website <noreply@azmar.example>"');
    return { name: null, address: '' };
  }
  const match = /^(?:(.*?)\s*<([^<>]*)>|([^<>\s]+))$/.exec(raw);
  const name = match?.[1]?.replace(/^"|"$/g, '').trim() || null;
  const address = (match?.[2] ?? match?.[3] ?? '').trim();
  // A line break in a header value would let the value start a header of its own.
  if (!match || !isEmailAddress(address) || (name !== null && /[\p{Cc}"]/u.test(name))) {
    problems.push(`MAIL_FROM: "${raw}" is not an address like noreply@azmar.example or Azmar Website <noreply@azmar.example>`);
  }
  return { name, address };
}

function readTo(raw: string | undefined, problems: string[]): string[] {
  const addresses = (raw ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.length === 0) problems.push('MAIL_TO: required when SMTP_URL is set: one or more addresses, comma-separated');
  const bad = addresses.filter((a) => !isEmailAddress(a));
  if (bad.length > 0) problems.push(`MAIL_TO: not an email address: ${bad.map((a) => `"${a}"`).join(', ')}`);
  return addresses;
}

function readInboxUrl(inboxUrl: string | undefined, publicOrigin: string | undefined, problems: string[]): string {
  const [name, value] = inboxUrl !== undefined ? ['INBOX_URL', inboxUrl] : ['PUBLIC_ORIGIN', publicOrigin];
  if (value === undefined) {
    problems.push(
      'INBOX_URL or PUBLIC_ORIGIN: one is required when SMTP_URL is set, for the inbox link in each email (e.g. PUBLIC_ORIGIN=https://azmar.example)',
    );
    return '';
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Not a URL: reported below.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`${name}: "${value}" is not an http(s) URL`);
    return '';
  }
  if (name === 'INBOX_URL') return url.href;
  if (url.origin !== value.replace(/\/$/, '')) problems.push(`PUBLIC_ORIGIN: "${value}" is not an origin like https://azmar.example (no path)`);
  return `${url.origin}/inbox`;
}
