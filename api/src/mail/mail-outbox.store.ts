import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { fromSqlTime, sqlTime } from '../database/sql-time.js';
import { type MailKind, MailOutboxEntity } from './mail-outbox.entity.js';

export interface OutboxBacklog {
  unsent: number;
  /** Age of the oldest unsent row, `null` when none waits. */
  oldestUnsentSeconds: number | null;
}

const ERROR_MAX = 500;

/** Every read and write of `mail_outbox`; conditions are parameters, never built from values. */
@Injectable()
export class MailOutboxStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Called inside the contact message's transaction, so the rows commit or fail together. */
  async add(manager: EntityManager, contactMessageId: number, kind: MailKind, domain: string, now: Date): Promise<void> {
    const row = manager.create(MailOutboxEntity, {
      contactMessageId,
      kind,
      mailMessageId: `<contact-${contactMessageId}${kind === 'staff' ? '' : `-${kind}`}.${randomBytes(8).toString('hex')}@${domain}>`,
      attempts: 0,
      dueAt: now,
      claimedBy: null,
      claimedUntil: null,
      sentAt: null,
      lastError: null,
      createdAt: now,
    });
    await manager.insert(MailOutboxEntity, row);
  }

  /**
   * Takes up to `limit` due rows for `worker`. Each row is claimed by an UPDATE that only matches while
   * the row is unsent and its lease (if any) is over; an instance that loses the race changes 0 rows and
   * skips it, so two instances never hold the same row at once.
   */
  async claimDue(worker: string, now: Date, leaseMs: number, limit: number): Promise<MailOutboxEntity[]> {
    const at = sqlTime(now);
    const candidates = await this.dataSource
      .getRepository(MailOutboxEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.sentAt IS NULL')
      .andWhere('o.dueAt <= :at', { at })
      .andWhere('(o.claimedUntil IS NULL OR o.claimedUntil < :at)', { at })
      .orderBy('o.dueAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const claimed: number[] = [];
    for (const { id } of candidates) {
      const result = await this.dataSource
        .createQueryBuilder()
        .update(MailOutboxEntity)
        .set({ claimedBy: worker, claimedUntil: new Date(now.getTime() + leaseMs) })
        .where('id = :id', { id: Number(id) })
        .andWhere('sentAt IS NULL')
        .andWhere('(claimedUntil IS NULL OR claimedUntil < :at)', { at })
        .execute();
      if (result.affected === 1) claimed.push(Number(id));
    }
    if (claimed.length === 0) return [];
    return this.dataSource.getRepository(MailOutboxEntity).find({ where: { id: In(claimed) }, order: { id: 'ASC' } });
  }

  /**
   * Only while this worker still holds the row: a lease that ran out belongs to whoever took it next.
   * `claimedBy` stays, naming the instance that sent it.
   */
  async markSent(row: MailOutboxEntity, worker: string, now: Date): Promise<void> {
    await this.ownRow(row, worker)
      .set({ sentAt: now, claimedUntil: null, attempts: row.attempts + 1, lastError: null })
      .execute();
  }

  async markFailed(row: MailOutboxEntity, worker: string, nextDueAt: Date, error: string): Promise<void> {
    await this.ownRow(row, worker)
      .set({ claimedBy: null, claimedUntil: null, attempts: row.attempts + 1, dueAt: nextDueAt, lastError: error.slice(0, ERROR_MAX) })
      .execute();
  }

  /** Gives back rows claimed but not tried (the process is stopping), so another instance need not wait out the lease. */
  async releaseClaims(worker: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ claimedBy: null, claimedUntil: null })
      .where('claimedBy = :worker', { worker })
      .andWhere('sentAt IS NULL')
      .execute();
  }

  async backlog(now: Date): Promise<OutboxBacklog> {
    const raw = await this.dataSource
      .getRepository(MailOutboxEntity)
      .createQueryBuilder('o')
      .select('COUNT(*)', 'unsent')
      .addSelect('MIN(o.createdAt)', 'oldest')
      .where('o.sentAt IS NULL')
      .getRawOne<{ unsent: number | string; oldest: string | Date | null }>();
    const unsent = Number(raw?.unsent ?? 0);
    const oldest = raw?.oldest ? fromSqlTime(raw.oldest) : null;
    return { unsent, oldestUnsentSeconds: oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) };
  }

  private ownRow(row: MailOutboxEntity, worker: string) {
    return this.dataSource
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .where('id = :id', { id: row.id })
      .andWhere('claimedBy = :worker', { worker })
      .andWhere('sentAt IS NULL');
  }
}
