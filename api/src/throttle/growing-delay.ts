/** How a key is slowed down: some failures cost nothing, then each one doubles the wait before the next attempt. */
export interface DelayPolicy {
  /** Failures before the first wait. */
  freeFailures: number;
  /** The first wait. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

/**
 * The wait before the next attempt after a key's `failures`-th failure: none while failures stay within the free
 * ones, then `firstDelayMs`, doubling with each further failure, never more than `maxDelayMs`. A slowdown, not a
 * lock: the right password is checked again as soon as the wait is over.
 */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(beyond - 1, 30));
}
