import type { Environment } from '../config/environment.js';
import type { DelayPolicy } from '../throttle/growing-delay.js';
import { type StaffCookies, staffCookiesFor } from './staff-cookie.js';

export interface StaffConfig {
  /** A session unused this long is over; every request moves its end on. */
  sessionIdleMs: number;
  /** A session is over this long after sign-in, however much it is used. */
  sessionMaxMs: number;
  /** Wrong passwords for one account (from browsers it does not know) and how they slow the next attempt. */
  accountDelays: DelayPolicy;
  /** The same for one client address, whatever names it tries (unknown ones too). */
  addressDelays: DelayPolicy;
  /** How long a browser that signed in is remembered: its own attempts are then counted apart from strangers'. */
  knownBrowserMs: number;
  /** The cookies' names and security, from PUBLIC_ORIGIN. */
  cookies: StaffCookies;
}

/** The staff inbox's settings, from an environment the schema accepted. */
export function staffConfigFrom(env: Environment): StaffConfig {
  const delays = (freeFailures: string): DelayPolicy => ({
    freeFailures: Number(freeFailures),
    firstDelayMs: Number(env.STAFF_SIGNIN_DELAY_SECONDS) * 1000,
    maxDelayMs: Number(env.STAFF_SIGNIN_MAX_DELAY_SECONDS) * 1000,
    forgetAfterMs: Number(env.STAFF_SIGNIN_FORGET_HOURS) * 3_600_000,
  });
  return {
    sessionIdleMs: Number(env.STAFF_SESSION_IDLE_MINUTES) * 60_000,
    sessionMaxMs: Number(env.STAFF_SESSION_MAX_HOURS) * 3_600_000,
    accountDelays: delays(env.STAFF_SIGNIN_MAX_FAILURES),
    addressDelays: delays(env.STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS),
    knownBrowserMs: Number(env.STAFF_KNOWN_BROWSER_DAYS) * 86_400_000,
    cookies: staffCookiesFor(env.PUBLIC_ORIGIN),
  };
}
