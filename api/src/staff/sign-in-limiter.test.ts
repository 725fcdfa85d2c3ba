import { describe, expect, it } from 'vitest';
import { SignInLimiter } from './sign-in-limiter.js';

describe('SignInLimiter', () => {
  it('locks a key for a whole window from its max-th failure, then lets it try again', () => {
    let now = 0;
    const limiter = new SignInLimiter(1000, () => now);
    const keys = [{ key: 'user:dara', max: 3 }];
    for (let i = 0; i < 3; i += 1) {
      now = i * 300;
      const attempt = limiter.attempt(keys);
      expect(attempt.locked).toBe(false);
      if (!attempt.locked) attempt.fail();
    }
    expect(limiter.attempt(keys)).toEqual({ locked: true, retryAfterMs: 1000 });
    now = 1500;
    expect(limiter.attempt(keys)).toEqual({ locked: true, retryAfterMs: 100 });
    now = 1600;
    expect(limiter.attempt(keys).locked).toBe(false);
  });

  it('forgets failures older than the window that have not reached the limit', () => {
    let now = 0;
    const limiter = new SignInLimiter(1000, () => now);
    const keys = [{ key: 'user:dara', max: 2 }];
    const first = limiter.attempt(keys);
    if (!first.locked) first.fail();
    now = 1000;
    const second = limiter.attempt(keys);
    if (!second.locked) second.fail();
    expect(limiter.attempt(keys).locked).toBe(false);
  });

  it('counts attempts in progress, so parallel guesses cannot pass the limit', () => {
    const limiter = new SignInLimiter(1000, () => 0);
    const keys = [{ key: 'ip:1', max: 2 }];
    const first = limiter.attempt(keys);
    const second = limiter.attempt(keys);
    expect([first.locked, second.locked]).toEqual([false, false]);
    expect(limiter.attempt(keys).locked).toBe(true);
    if (!first.locked) first.succeed();
    expect(limiter.attempt(keys).locked).toBe(false);
  });

  it('is locked by whichever key is over: one address trying many names', () => {
    const limiter = new SignInLimiter(1000, () => 0);
    for (let i = 0; i < 3; i += 1) {
      const attempt = limiter.attempt([
        { key: `user:u${i}`, max: 5 },
        { key: 'ip:9', max: 3 },
      ]);
      if (!attempt.locked) attempt.fail();
    }
    expect(
      limiter.attempt([
        { key: 'user:fresh', max: 5 },
        { key: 'ip:9', max: 3 },
      ]).locked,
    ).toBe(true);
    expect(limiter.attempt([{ key: 'user:fresh', max: 5 }]).locked).toBe(false);
  });
});
