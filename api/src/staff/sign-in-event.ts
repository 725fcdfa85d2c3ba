import type { FastifyBaseLogger } from 'fastify';

/** How a sign-in ended: checked and right, checked and wrong (or no such account), or not checked at all. */
type SignInOutcome = 'success' | 'failure' | 'refused';
type SignInReason = 'wrong-password' | 'unknown-account' | 'not-a-username' | 'slowed-down';

export interface SignInEvent {
  outcome: SignInOutcome;
  reason?: SignInReason;
  /** What was typed, its hidden characters written out (`da\u{200B}ra`), at most 64 characters. */
  typed: string;
  /** The account it was checked against, when one was found. */
  account: string | null;
  address: string;
  retryAfterSeconds?: number;
}

/** Characters a log viewer would hide or use to rearrange the line, written as `\u{…}` so they show. */
const HIDDEN = /[\p{C}\p{Zl}\p{Zp}\u00a0\u2000-\u200f\u2028-\u202f\u205f-\u206f\ufeff]/gu;

export function visibleText(text: string, max = 64): string {
  const shown = [...text]
    .slice(0, max)
    .join('')
    .replace(HIDDEN, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
  return [...text].length > max ? `${shown}…` : shown;
}

/** One JSON line per sign-in in the API's request log, with the name typed and the client's address. */
export function logSignIn(log: FastifyBaseLogger, event: SignInEvent): void {
  const line = { event: 'staff.sign-in', ...event, typed: visibleText(event.typed) };
  if (event.outcome === 'success') log.info(line, 'staff sign-in');
  else log.warn(line, `staff sign-in ${event.outcome}`);
}
