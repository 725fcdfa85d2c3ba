/**
 * How long to wait before attempt `attempts + 1`: `baseMs` after the first failure, doubling after each
 * next one, never more than `maxMs`; up to a tenth more at random, so instances that failed together
 * do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(delay * (1 + random() / 10));
}
