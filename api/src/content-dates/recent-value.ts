/**
 * A value read from the database at most once per `ttlMs`: callers in between share the last read, callers
 * during a read share that read, and a failed read keeps the last good value (the content cannot change while the
 * database does not answer); only a value never read gets the failure, until the next read after the TTL. So an
 * outage costs one query per TTL, however many requests come.
 */
export class RecentValue<T> {
  private last: { ok: true; data: T } | { ok: false; error: unknown } | null = null;
  private good: { data: T } | null = null;
  private freshUntil = -Infinity;
  private reading: Promise<T> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.last && this.now() < this.freshUntil) return this.answer();
    this.reading ??= this.read()
      .then(
        (data) => {
          this.last = { ok: true, data };
          this.good = { data };
        },
        (error: unknown) => {
          this.last = { ok: false, error };
        },
      )
      .then(() => {
        this.freshUntil = this.now() + this.ttlMs;
        this.reading = null;
        return this.answer();
      });
    return this.reading;
  }

  private answer(): Promise<T> {
    if (this.good) return Promise.resolve(this.good.data);
    return Promise.reject(this.last?.ok === false ? this.last.error : new Error('no value read yet'));
  }
}
