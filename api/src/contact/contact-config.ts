import type { Environment } from '../config/environment.js';

/** The contact form's settings: its one-time token, the spam checks and how long messages are kept. */
export interface ContactConfig {
  /** How long a form's token stays good after the page was made. */
  formTokenMs: number;
  /** A message sent sooner than this after its form was made is a robot's (spam). */
  minFillMs: number;
  /** More links than this in one message is spam. */
  maxLinks: number;
  /** The same address and text again within this time is spam; 0: never. */
  duplicateWindowMs: number;
  /** Messages older than this are deleted; `null`: kept until staff delete them. */
  retentionMs: number | null;
  /** How often the old messages are looked for. */
  retentionIntervalMs: number;
}

export function contactConfigFrom(env: Environment): ContactConfig {
  const retentionDays = Number(env.CONTACT_RETENTION_DAYS);
  return {
    formTokenMs: Number(env.CONTACT_FORM_TOKEN_HOURS) * 3_600_000,
    minFillMs: Number(env.CONTACT_MIN_FILL_SECONDS) * 1000,
    maxLinks: Number(env.CONTACT_MAX_LINKS),
    duplicateWindowMs: Number(env.CONTACT_DUPLICATE_DAYS) * 86_400_000,
    retentionMs: retentionDays > 0 ? retentionDays * 86_400_000 : null,
    retentionIntervalMs: Number(env.CONTACT_RETENTION_INTERVAL_MINUTES) * 60_000,
  };
}
