import type { EnvReader } from '../config/app-config.js';

export interface StaffConfig {
  /** A session unused this long is over; every request moves its end on. */
  sessionIdleMs: number;
  /** Failed sign-ins one username may have in a window before it is locked for the rest of that window. */
  signInMaxFailuresPerUser: number;
  /** The same per client address, whatever names it tries. */
  signInMaxFailuresPerAddress: number;
  signInWindowMs: number;
}

export function readStaffConfig(read: EnvReader): StaffConfig {
  return {
    sessionIdleMs: read.integer('STAFF_SESSION_IDLE_MINUTES', 30, 1, 10_080) * 60_000,
    signInMaxFailuresPerUser: read.integer('STAFF_SIGNIN_MAX_FAILURES', 5, 1, 1000),
    signInMaxFailuresPerAddress: read.integer('STAFF_SIGNIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 100_000),
    signInWindowMs: read.integer('STAFF_SIGNIN_LOCK_MINUTES', 15, 1, 1440) * 60_000,
  };
}
