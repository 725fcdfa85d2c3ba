import { describe, expect, it } from 'vitest';
import { LastGoodValue } from './last-good-value.js';

function clockAndReads(results: (() => Promise<number>)[]) {
  // Not 0: lru-cache reads a start time of 0 as none recorded.
  let time = 5000;
  let reads = 0;
  const value = new LastGoodValue(
    () => {
      const next = results[reads] ?? results.at(-1)!;
      reads += 1;
      return next();
    },
    { ttlMs: 1000, now: () => time },
  );
  return { value, advance: (ms: number) => (time += ms), reads: () => reads };
}

const down = () => Promise.reject(new Error('database down'));

describe('LastGoodValue with a TTL', () => {
  it('reads once per TTL, and concurrent callers share one read', async () => {
    const subject = clockAndReads([async () => 1, async () => 2]);
    expect(await Promise.all([subject.value.get(), subject.value.get()])).toEqual([1, 1]);
    subject.advance(999);
    expect(await subject.value.get()).toBe(1);
    expect(subject.reads()).toBe(1);
    // lru-cache counts a value stale once more than the TTL has passed.
    subject.advance(2);
    expect(await subject.value.get()).toBe(2);
    expect(subject.reads()).toBe(2);
  });

  it('keeps the last good value through a failed read', async () => {
    const subject = clockAndReads([async () => 1, down]);
    expect(await subject.value.get()).toBe(1);
    subject.advance(1001);
    expect(await subject.value.get()).toBe(1);
    expect(subject.reads()).toBe(2);
  });

  it('rejects while it never read a value, reading again only after the TTL', async () => {
    const subject = clockAndReads([down, async () => 3]);
    await expect(subject.value.get()).rejects.toThrow('database down');
    subject.advance(999);
    await expect(subject.value.get()).rejects.toThrow('database down');
    expect(subject.reads()).toBe(1);
    subject.advance(2);
    expect(await subject.value.get()).toBe(3);
    expect(subject.reads()).toBe(2);
  });
});

describe('LastGoodValue without a TTL', () => {
  it('keeps the value until refresh(), which reads again and rejects when that read fails', async () => {
    let next: () => Promise<number> = async () => 1;
    let reads = 0;
    const value = new LastGoodValue(() => {
      reads += 1;
      return next();
    });
    expect(value.peek()).toBeUndefined();
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    expect(reads).toBe(1);
    next = async () => 2;
    expect(await value.refresh()).toBe(2);
    next = down;
    await expect(value.refresh()).rejects.toThrow('database down');
    expect(value.peek()).toBe(2);
    expect(await value.get()).toBe(2);
    expect(reads).toBe(3);
  });

  it('answers the previous value from peek() while a refresh reads, and hands the read its previous value', async () => {
    let release: (n: number) => void = () => {};
    const seen: (number | undefined)[] = [];
    const value = new LastGoodValue<number>((previous) => {
      seen.push(previous);
      return seen.length === 1 ? Promise.resolve(1) : new Promise((resolve) => (release = resolve));
    });
    await value.get();
    const refreshing = value.refresh();
    expect(value.peek()).toBe(1);
    release(2);
    expect(await refreshing).toBe(2);
    expect(seen).toEqual([undefined, 1]);
  });

  it('does not keep a failure while nothing was read: the next get() reads again', async () => {
    let fail = true;
    const value = new LastGoodValue(async () => {
      if (fail) throw new Error('database down');
      return 5;
    });
    await expect(value.get()).rejects.toThrow('database down');
    fail = false;
    expect(await value.get()).toBe(5);
  });
});
