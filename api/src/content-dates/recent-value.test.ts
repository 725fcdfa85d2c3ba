import { describe, expect, it } from 'vitest';
import { RecentValue } from './recent-value.js';

function clockAndReads(results: (() => Promise<number>)[]) {
  let time = 0;
  let reads = 0;
  const value = new RecentValue(
    () => {
      const next = results[reads] ?? results.at(-1)!;
      reads += 1;
      return next();
    },
    1000,
    () => time,
  );
  return { value, advance: (ms: number) => (time += ms), reads: () => reads };
}

const down = () => Promise.reject(new Error('database down'));

describe('RecentValue', () => {
  it('reads once per TTL, and concurrent callers share one read', async () => {
    const subject = clockAndReads([async () => 1, async () => 2]);
    expect(await Promise.all([subject.value.get(), subject.value.get()])).toEqual([1, 1]);
    subject.advance(999);
    expect(await subject.value.get()).toBe(1);
    expect(subject.reads()).toBe(1);
    subject.advance(1);
    expect(await subject.value.get()).toBe(2);
    expect(subject.reads()).toBe(2);
  });

  it('keeps the last good value through a failed read', async () => {
    const subject = clockAndReads([async () => 1, down]);
    expect(await subject.value.get()).toBe(1);
    subject.advance(1000);
    expect(await subject.value.get()).toBe(1);
    expect(subject.reads()).toBe(2);
  });

  it('rejects while it never read a value, reading again only after the TTL', async () => {
    const subject = clockAndReads([down, async () => 3]);
    await expect(subject.value.get()).rejects.toThrow('database down');
    subject.advance(999);
    await expect(subject.value.get()).rejects.toThrow('database down');
    expect(subject.reads()).toBe(1);
    subject.advance(1);
    expect(await subject.value.get()).toBe(3);
    expect(subject.reads()).toBe(2);
  });
});
