/**
 * Seconds to wait from a `Retry-After` header: either a number of seconds or an HTTP date. Null when it is
 * missing or unreadable; never negative.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export type WaitUnit = 'second' | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours';

/**
 * A wait as a person says it: under a minute in seconds, under an hour in whole minutes (rounded up, so
 * the visitor never comes back too early), otherwise in hours. The unit names a text key.
 */
export function waitInWords(seconds: number): { unit: WaitUnit; n: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: whole === 1 ? 'second' : 'seconds', n: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return { unit: minutes === 1 ? 'minute' : 'minutes', n: minutes };
  const hours = Math.ceil(minutes / 60);
  return { unit: hours === 1 ? 'hour' : 'hours', n: hours };
}
