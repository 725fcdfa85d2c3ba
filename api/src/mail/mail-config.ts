import type { Language } from '@azmar/contract/content/language';
import type { Environment } from '../config/environment.js';
import { commaList } from '../config/env-rule.js';
import { inboxUrl, parseMailFrom, parseSmtpUrl } from './mail-env-checks.js';

export interface MailAddress {
  name: string | null;
  address: string;
}

interface SmtpSettings {
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
  /** The language of the notification staff get (`MAIL_STAFF_LANGUAGE`); a visitor's confirmation is in theirs. */
  staffLanguage: Language;
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

/** Notification's settings, from an environment the schema accepted; `null` without SMTP_URL (notification off). */
export function mailConfigFrom(env: Environment): MailConfig | null {
  if (env.SMTP_URL === undefined) return null;
  const { url, scheme } = parseSmtpUrl(env.SMTP_URL)!;
  const secure = scheme === 'smtps';
  const from = parseMailFrom(env.MAIL_FROM!);
  const timeoutMs = Number(env.SMTP_TIMEOUT_MS);
  return {
    smtp: {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      user: url.username ? decodeURIComponent(url.username) : null,
      password: url.password ? decodeURIComponent(url.password) : null,
    },
    from: { name: from.name, address: from.address },
    to: commaList(env.MAIL_TO),
    inboxUrl: inboxUrl(env),
    staffLanguage: env.MAIL_STAFF_LANGUAGE as Language,
    pollMs: Number(env.MAIL_POLL_MS),
    retryBaseMs: Number(env.MAIL_RETRY_BASE_MS),
    retryMaxMs: Number(env.MAIL_RETRY_MAX_MS),
    timeoutMs,
    // Connect, greeting and the data each have their own timeout; four of them bound one conversation.
    leaseMs: Math.max(4 * timeoutMs, 1000),
  };
}
