import { describe, expect, it } from 'vitest';
import { KeyQueue } from './key-queue.js';

describe('KeyQueue', () => {
  it('runs work of one key one after another, and work of other keys alongside', async () => {
    const queue = new KeyQueue();
    const events: string[] = [];
    let releaseFirst!: () => void;
    const first = queue.run(['a', 'b'], async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      events.push('first ends');
    });
    const second = queue.run(['b'], async () => {
      events.push('second runs');
    });
    const other = queue.run(['c'], async () => {
      events.push('other runs');
    });
    await other;
    expect(events).toEqual(['first starts', 'other runs']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'other runs', 'first ends', 'second runs']);
  });

  it('goes on after a failed piece of work', async () => {
    const queue = new KeyQueue();
    await expect(queue.run(['a'], async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(['a'], async () => 'next')).toBe('next');
  });
});
