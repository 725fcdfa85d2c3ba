import type { Environment } from '../config/environment.js';

export interface StaffConfig {
  /** A session unused this long is over; every request moves its end on. */
  sessionIdleMs: number;
  /** Failed sign-ins one username may have in a window before it is locked for the rest of that window. */
  signInMaxFailuresPerUser: number;
  /** The same per client address, whatever names it tries. */
  signInMaxFailuresPerAddress: number;
  signInWindowMs: number;
}

/** The staff inbox's settings, from an environment the schema accepted. */
export function staffConfigFrom(env: Environment): StaffConfig {
  return {
    sessionIdleMs: Number(env.STAFF_SESSION_IDLE_MINUTES) * 60_000,
    signInMaxFailuresPerUser: Number(env.STAFF_SIGNIN_MAX_FAILURES),
    signInMaxFailuresPerAddress: Number(env.STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS),
    signInWindowMs: Number(env.STAFF_SIGNIN_LOCK_MINUTES) * 60_000,
  };
}
