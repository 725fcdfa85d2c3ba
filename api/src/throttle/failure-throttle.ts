import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, LessThan, type DataSource } from 'typeorm';
import { isDuplicateKey } from '../common/database-errors.js';
import { sqlTime } from '../database/sql-time.js';
import { type DelayPolicy, delayAfter } from './growing-delay.js';
import { KeyQueue } from './key-queue.js';
import { ThrottleEntryEntity } from './throttle-entry.entity.js';

/** One key an attempt is counted under, and how it is slowed down. */
export interface ThrottledKey {
  key: string;
  policy: DelayPolicy;
}

/** What a check found: whether it was a failure (counted under every key), and what to answer. */
export interface CheckOutcome<T> {
  failed: boolean;
  value: T;
}

/** The attempt was checked (`value`), or refused unchecked: no attempt under one of its keys before `waitMs` passed. */
export type ThrottledResult<T> = { checked: true; value: T } | { checked: false; waitMs: number };

/**
 * Growing delays after failures (a wrong password, a wrong admin token), counted in the database so every API
 * instance sees the same failures. An attempt is checked only once every key's wait is over; a failure then adds
 * one to each key and sets its next wait. Attempts under one key are checked one at a time in each process
 * (`KeyQueue`): an attempt being checked is no failure, and a burst cannot pass more guesses than the failures
 * recorded allow.
 */
@Injectable()
export class FailureThrottle {
  private readonly queue = new KeyQueue();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async attempt<T>(keys: readonly ThrottledKey[], check: () => Promise<CheckOutcome<T>>): Promise<ThrottledResult<T>> {
    return this.queue.run(
      keys.map((k) => k.key),
      async () => {
        const waitMs = await this.waitFor(keys, new Date());
        if (waitMs > 0) return { checked: false, waitMs };
        const outcome = await check();
        if (outcome.failed) {
          const at = new Date();
          for (const key of keys) await this.recordFailure(key, at);
        }
        return { checked: true, value: outcome.value };
      },
    );
  }

  /** Forgets a key's failures (the account's, after its right password). */
  async forgive(key: string): Promise<void> {
    await this.repository().delete({ id: key });
  }

  /** Rows whose failures are all forgotten by now; called now and then, so the table stays small. */
  async prune(now: Date, olderThanMs: number): Promise<void> {
    await this.repository().delete({ lastFailureAt: LessThan(new Date(now.getTime() - olderThanMs)) });
  }

  /** How long the longest wait of these keys still lasts (0: the attempt may be checked now). */
  async waitFor(keys: readonly ThrottledKey[], now: Date): Promise<number> {
    const entries = await this.repository().findBy({ id: In(keys.map((k) => k.key)) });
    let waitMs = 0;
    for (const entry of entries) {
      const policy = keys.find((k) => k.key === entry.id)!.policy;
      if (now.getTime() - new Date(entry.lastFailureAt).getTime() >= policy.forgetAfterMs || !entry.nextAttemptAt) continue;
      waitMs = Math.max(waitMs, new Date(entry.nextAttemptAt).getTime() - now.getTime());
    }
    return waitMs;
  }

  /**
   * One more failure, in statements that are each atomic on both databases: another instance counting the same key
   * at the same moment adds its own one, and the wait is never moved back.
   */
  private async recordFailure({ key, policy }: ThrottledKey, at: Date): Promise<void> {
    const update = () => this.dataSource.createQueryBuilder().update(ThrottleEntryEntity).where('id = :key', { key });
    // Failures from before the forget window start over.
    await update()
      .set({ failures: 0, nextAttemptAt: null })
      .andWhere('lastFailureAt < :forgetBefore', { forgetBefore: sqlTime(new Date(at.getTime() - policy.forgetAfterMs)) })
      .execute();
    const counted = await update()
      .set({ failures: () => 'failures + 1', lastFailureAt: at })
      .execute();
    if (!counted.affected) {
      try {
        await this.repository().insert({ id: key, failures: 1, lastFailureAt: at, nextAttemptAt: null });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Another instance made the row a moment before: count this failure on it.
        await update()
          .set({ failures: () => 'failures + 1', lastFailureAt: at })
          .execute();
      }
    }
    const entry = await this.repository().findOneBy({ id: key });
    const delayMs = entry ? delayAfter(entry.failures, policy) : 0;
    if (delayMs === 0) return;
    const next = new Date(at.getTime() + delayMs);
    await this.dataSource
      .createQueryBuilder()
      .update(ThrottleEntryEntity)
      .set({ nextAttemptAt: next })
      .where('id = :key', { key })
      .andWhere('(nextAttemptAt IS NULL OR nextAttemptAt < :next)', { next: sqlTime(next) })
      .execute();
  }

  private repository() {
    return this.dataSource.getRepository(ThrottleEntryEntity);
  }
}
