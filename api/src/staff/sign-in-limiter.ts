interface Counter {
  /** Failures within the window that began with the first of them. */
  failures: number;
  /** Attempts still being checked. */
  pending: number;
  windowEndsAt: number;
  /** Set when the failures reach the limit: a whole window from that moment. */
  lockedUntil: number;
}

export type SignInAttempt = { locked: true; retryAfterMs: number } | { locked: false; fail(): void; succeed(): void };

const MAX_KEYS = 50_000;

/**
 * Failed sign-ins per username and per client address, in this process's memory (like the contact
 * form's rate limit: each API instance counts its own). A key reaching `max` failures within a window
 * is locked for a whole window from then, whatever password comes next. Attempts still being checked count too, so a burst of
 * parallel guesses cannot all slip in before the first failure is recorded.
 */
export class SignInLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  attempt(keys: { key: string; max: number }[]): SignInAttempt {
    const now = this.now();
    const counters = keys.map(({ key, max }) => ({ counter: this.counter(key, now), max }));
    const blocking = counters.filter(({ counter, max }) => counter.lockedUntil > now || counter.failures + counter.pending >= max);
    if (blocking.length > 0) {
      return { locked: true, retryAfterMs: Math.max(...blocking.map(({ counter }) => Math.max(counter.lockedUntil, counter.windowEndsAt) - now)) };
    }
    for (const { counter } of counters) counter.pending += 1;
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      const at = this.now();
      for (const { counter, max } of counters) {
        counter.pending -= 1;
        if (!failed) continue;
        counter.failures += 1;
        if (counter.failures >= max) counter.lockedUntil = at + this.windowMs;
      }
    };
    return { locked: false, fail: () => settle(true), succeed: () => settle(false) };
  }

  /** After a right password: the account's own failures are forgiven (the address's are not). */
  forgive(key: string): void {
    const counter = this.counters.get(key);
    if (counter && counter.pending === 0) this.counters.delete(key);
  }

  private counter(key: string, now: number): Counter {
    let counter = this.counters.get(key);
    if (counter && this.isOver(counter, now)) {
      this.counters.delete(key);
      counter = undefined;
    }
    if (!counter) {
      this.prune(now);
      counter = { failures: 0, pending: 0, windowEndsAt: now + this.windowMs, lockedUntil: 0 };
      this.counters.set(key, counter);
    }
    return counter;
  }

  private isOver(counter: Counter, now: number): boolean {
    return counter.windowEndsAt <= now && counter.lockedUntil <= now && counter.pending === 0;
  }

  /** Bounds memory against a flood of made-up names: drop ended windows, then the oldest keys. */
  private prune(now: number): void {
    if (this.counters.size < MAX_KEYS) return;
    for (const [key, counter] of this.counters) if (this.isOver(counter, now)) this.counters.delete(key);
    for (const key of this.counters.keys()) {
      if (this.counters.size < MAX_KEYS) break;
      this.counters.delete(key);
    }
  }
}
