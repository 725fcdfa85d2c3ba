import { createHash } from 'node:crypto';
import type { SpamReason } from '@azmar/contract/content/staff-inbox';
import type { ContactConfig } from './contact-config.js';

/** What the spam checks look at, besides the stored messages (the duplicate check is a query: `fingerprint`). */
export interface SpamSigns {
  /** The honeypot field as posted: people never see it, so never fill it. */
  website: string | undefined;
  /** When the form's token was made, if the message came with one. */
  formIssuedAt: number | null;
  receivedAt: number;
  name: string;
  message: string;
}

const LINK = /\b(?:https?:\/\/|www\.)/gi;

export function linkCount(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * Why a message is spam by its own signs, or null. Offline and cheap: a filled honeypot, a form sent sooner after it
 * was made than a person can type, more links than a person writes to a company. A client of the API that sends the
 * specification's fields, once, passes every one of them.
 */
export function spamSign(signs: SpamSigns, config: Pick<ContactConfig, 'minFillMs' | 'maxLinks'>): SpamReason | null {
  if (signs.website !== undefined && signs.website.trim() !== '') return 'honeypot';
  if (signs.formIssuedAt !== null && signs.receivedAt - signs.formIssuedAt < config.minFillMs) return 'tooFast';
  if (linkCount(signs.name) + linkCount(signs.message) > config.maxLinks) return 'links';
  return null;
}

/**
 * The same address and the same text, whatever their case, spacing or compatibility forms: two messages with equal
 * fingerprints are one message sent twice.
 */
export function messageFingerprint(email: string, message: string): string {
  const text = message.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${text}`).digest('hex');
}
