import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import type { MailConfig } from './mail-config.js';
import { type OutboxBacklog, MailOutboxStore } from './mail-outbox.store.js';
import { MailWorker } from './mail-worker.js';

export type NotificationStatus = { notification: 'off' } | { notification: 'on'; outbox: OutboxBacklog | null };

const BACKLOG_TIMEOUT_MS = 1000;

/** What the rest of the API sees of mail: queue a notification with a message, wake the worker, report the state. */
@Injectable()
export class MailNotifier {
  private readonly mail: MailConfig | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: MailOutboxStore,
    private readonly worker: MailWorker,
  ) {
    this.mail = config.mail;
  }

  /**
   * Inside the message's transaction: the staff notification and the visitor's confirmation, so both are sent at
   * least once whatever happens to the mail server; does nothing while mail is off.
   */
  async enqueue(manager: EntityManager, contactMessageId: number, now: Date): Promise<void> {
    if (!this.mail) return;
    const domain = this.mail.from.address.split('@').pop() ?? 'localhost';
    await this.outbox.add(manager, contactMessageId, 'staff', domain, now);
    await this.outbox.add(manager, contactMessageId, 'visitor', domain, now);
  }

  /** After the commit: the worker reads only committed rows. */
  committed(): void {
    this.worker.wake();
  }

  /** `outbox` is `null` when the database did not answer in time: health stays a liveness check. */
  async status(): Promise<NotificationStatus> {
    if (!this.mail) return { notification: 'off' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BACKLOG_TIMEOUT_MS);
    });
    try {
      return { notification: 'on', outbox: await Promise.race([this.outbox.backlog(new Date()), timeout]) };
    } catch {
      return { notification: 'on', outbox: null };
    } finally {
      clearTimeout(timer);
    }
  }
}
