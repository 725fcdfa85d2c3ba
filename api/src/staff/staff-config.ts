import { type EnvValues, integerOr } from '../config/env-rule.js';

export interface StaffConfig {
  /** A session unused this long is over; every request moves its end on. */
  sessionIdleMs: number;
  /** Failed sign-ins one username may have in a window before it is locked for the rest of that window. */
  signInMaxFailuresPerUser: number;
  /** The same per client address, whatever names it tries. */
  signInMaxFailuresPerAddress: number;
  signInWindowMs: number;
}

/** The staff inbox's settings, from variables `Environment` accepted. */
export function staffConfigFrom(env: EnvValues): StaffConfig {
  return {
    sessionIdleMs: integerOr(env.STAFF_SESSION_IDLE_MINUTES, 30) * 60_000,
    signInMaxFailuresPerUser: integerOr(env.STAFF_SIGNIN_MAX_FAILURES, 5),
    signInMaxFailuresPerAddress: integerOr(env.STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS, 20),
    signInWindowMs: integerOr(env.STAFF_SIGNIN_LOCK_MINUTES, 15) * 60_000,
  };
}
