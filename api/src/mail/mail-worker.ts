import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import type { MailConfig } from './mail-config.js';
import type { MailOutboxEntity } from './mail-outbox.entity.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { ContentTitles } from '../contact/content-titles.js';
import { composeConfirmation } from './confirmation-email.js';
import { type MessageContext, NO_CONTEXT } from './message-context.js';
import { composeNotification } from './notification-email.js';
import type { OutgoingEmail } from './outgoing-email.js';
import { retryDelayMs } from './retry-delay.js';
import { SmtpSender } from './smtp-sender.js';

const BATCH = 10;

/**
 * Sends the outbox in the API process: wakes on every new message and every `MAIL_POLL_MS`, claims
 * due rows, sends each through SMTP and marks it sent, or puts it back with a later `dueAt`. Nothing
 * here runs inside a visitor's request, so a slow or absent mail server never slows a POST.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailWorker');
  private readonly mail: MailConfig | null;
  /** Written into `claimedBy`: which instance holds a row. */
  readonly workerId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private cycle: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxStore,
    private readonly smtp: SmtpSender,
    private readonly titles: ContentTitles,
  ) {
    this.mail = config.mail;
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** A new row was committed: look now rather than at the next poll. */
  wake(): void {
    if (!this.mail || this.stopped) return;
    if (this.cycle) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.cycle;
    if (this.mail) await this.outbox.releaseClaims(this.workerId).catch(() => undefined);
    this.smtp.close();
  }

  private schedule(delayMs: number): void {
    if (!this.mail || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.cycle = this.runCycle().finally(() => {
        this.cycle = null;
        const next = this.again ? 0 : this.mail!.pollMs;
        this.again = false;
        this.schedule(next);
      });
    }, delayMs);
  }

  private async runCycle(): Promise<void> {
    const mail = this.mail!;
    try {
      const rows = await this.outbox.claimDue(this.workerId, new Date(), mail.leaseMs, BATCH);
      for (const row of rows) {
        if (this.stopped) break;
        await this.deliver(row, mail);
      }
      // A full batch may mean more are due: go on without waiting for the poll.
      if (rows.length === BATCH) this.again = true;
    } catch (error) {
      // The database is down or busy: the rows stay in the outbox and the next cycle tries again.
      this.logger.warn(`Mail outbox not read: ${(error as Error).message}`);
    }
  }

  private async deliver(row: MailOutboxEntity, mail: MailConfig): Promise<void> {
    const message = await this.dataSource.getRepository(ContactMessageEntity).findOneBy({ id: row.contactMessageId });
    if (!message) return; // Deleted since (its outbox row goes with it by the foreign key).
    try {
      await this.smtp.send(await this.compose(row, message, mail));
    } catch (error) {
      const delay = retryDelayMs(row.attempts + 1, mail.retryBaseMs, mail.retryMaxMs);
      const reason = (error as Error).message || String(error);
      const what = row.kind === 'visitor' ? 'Confirmation' : 'Notification';
      this.logger.warn(`${what} of message ${message.id} not sent (attempt ${row.attempts + 1}); retrying in ${Math.round(delay / 1000)} s: ${reason}`);
      await this.outbox.markFailed(row, this.workerId, new Date(Date.now() + delay), reason);
      return;
    }
    // If this write fails the server already has the email: the row is sent again once its lease ends,
    // with the same Message-ID, so the copy can be recognised (at least once, never silently lost).
    await this.outbox.markSent(row, this.workerId, new Date());
  }

  private async compose(row: MailOutboxEntity, message: ContactMessageEntity, mail: MailConfig): Promise<OutgoingEmail> {
    if (row.kind === 'visitor') return composeConfirmation(message, { from: mail.from, mailMessageId: row.mailMessageId });
    return composeNotification(message, await this.contextOf(message), {
      from: mail.from,
      to: mail.to,
      inboxUrl: mail.inboxUrl,
      mailMessageId: row.mailMessageId,
      language: mail.staffLanguage,
    });
  }

  private async contextOf(message: ContactMessageEntity): Promise<MessageContext> {
    if (!message.page && !message.aboutKind) return NO_CONTEXT;
    const about = message.aboutKind && message.aboutId !== null ? { kind: message.aboutKind, id: Number(message.aboutId) } : null;
    return { page: message.page, about: about && { ...about, title: await this.titles.titleOf(about) } };
  }
}
