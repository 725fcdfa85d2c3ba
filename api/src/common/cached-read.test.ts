import { Logger } from '@nestjs/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedRead } from './cached-read.js';

/** A read whose answers the test gives, one at a time, counting how often it was made. */
function controlledRead() {
  const pending: { resolve: (value: { version: number }) => void; reject: (error: Error) => void }[] = [];
  const read = {
    count: 0,
    fn: () => {
      read.count += 1;
      return new Promise<{ version: number }>((resolve, reject) => pending.push({ resolve, reject }));
    },
    answer: (version: number) => pending.shift()!.resolve({ version }),
    fail: () => pending.shift()!.reject(new Error('connect ECONNREFUSED')),
  };
  return read;
}

/** Until lru-cache counts an entry of a 1 ms lifetime as run out. */
const pastOneMillisecond = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Until the read's promise callbacks have run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A cachedRead of `ttlMs` whose first read has answered version 1. */
async function readOnce(ttlMs: number) {
  const read = controlledRead();
  const get = cachedRead('test', ttlMs, read.fn);
  const first = get();
  await settled();
  read.answer(1);
  expect(await first).toEqual({ version: 1 });
  return { read, get };
}

beforeAll(() => Logger.overrideLogger(false));

describe('cachedRead', () => {
  it('reads once per interval, one read shared by every caller meanwhile', async () => {
    const read = controlledRead();
    const get = cachedRead('test', 60_000, read.fn);
    const callers = Array.from({ length: 5 }, () => get());
    await settled();
    read.answer(1);
    expect(await Promise.all(callers)).toEqual(Array(5).fill({ version: 1 }));
    expect(await get()).toEqual({ version: 1 });
    expect(read.count).toBe(1);
  });

  it('answers the kept value at once once it is old, while one read renews it', async () => {
    const { read, get } = await readOnce(1);
    await pastOneMillisecond();
    // The renewal has not answered, yet both callers get the kept value; only one read renews it.
    expect(await Promise.all([get(), get()])).toEqual([{ version: 1 }, { version: 1 }]);
    expect(read.count).toBe(2);
    read.answer(2);
    await settled();
    expect(await get()).toEqual({ version: 2 });
  });

  it('past ttl + maxStaleMs waits for the renewal instead of answering the old value (a publish shows in bounded time)', async () => {
    const read = controlledRead();
    const get = cachedRead('test', 1, read.fn, { maxStaleMs: 1 });
    const first = get();
    await settled();
    read.answer(1);
    expect(await first).toEqual({ version: 1 });
    await pastOneMillisecond();
    const second = get();
    await settled();
    expect(read.count).toBe(2);
    read.answer(2);
    expect(await second).toEqual({ version: 2 });
  });

  it('past ttl + maxStaleMs still answers the kept value when the renewal fails', async () => {
    const read = controlledRead();
    const get = cachedRead('test', 1, read.fn, { maxStaleMs: 1 });
    const first = get();
    await settled();
    read.answer(1);
    await first;
    await pastOneMillisecond();
    const second = get();
    await settled();
    read.fail();
    expect(await second).toEqual({ version: 1 });
  });

  it('keeps the last value through a failed read', async () => {
    const { read, get } = await readOnce(1);
    await pastOneMillisecond();
    expect(await get()).toEqual({ version: 1 });
    read.fail();
    await settled();
    await pastOneMillisecond();
    expect(await get()).toEqual({ version: 1 });
    expect(read.count).toBe(3);
  });

  it('fails while no value was ever read, and reads again on the next call: no failure is kept', async () => {
    const read = controlledRead();
    const get = cachedRead('test', 60_000, read.fn);
    const failing = get();
    await settled();
    read.fail();
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    const next = get();
    await settled();
    read.answer(1);
    expect(await next).toEqual({ version: 1 });
    expect(read.count).toBe(2);
  });
});
