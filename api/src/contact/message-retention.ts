import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThan, type DataSource } from 'typeorm';
import { AuditLog, SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import type { ContactConfig } from './contact-config.js';
import { ContactMessageEntity } from './contact-message.entity.js';

/**
 * Deletes the messages older than `CONTACT_RETENTION_DAYS` (off unless set), at start and every
 * `CONTACT_RETENTION_INTERVAL_MINUTES`, and records each deletion in the audit log (who: `system`, when, how many).
 * Every instance runs it; a deletion another instance already made finds nothing and records nothing.
 */
@Injectable()
export class MessageRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MessageRetention');
  private readonly contact: ContactConfig;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {
    this.contact = config.contact;
  }

  onApplicationBootstrap(): void {
    if (this.contact.retentionMs === null) return;
    const run = () => {
      this.running = this.deleteExpired(new Date()).catch((error: Error) => {
        // The database is down or busy: the next round tries again.
        this.logger.warn(`Old messages not deleted: ${error.message}`);
        return 0;
      });
    };
    run();
    this.timer = setInterval(run, this.contact.retentionIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Deletes every message received before `now` minus the retention; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    if (this.contact.retentionMs === null) return 0;
    const before = new Date(now.getTime() - this.contact.retentionMs);
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(ContactMessageEntity, { createdAt: LessThan(before) });
      const deleted = affected ?? 0;
      if (deleted > 0) {
        await this.audit.record(
          {
            actor: SYSTEM_ACTOR,
            action: 'messages.expired',
            subject: 'messages',
            details: { deleted, receivedBefore: before.toISOString(), retentionDays: this.contact.retentionMs! / 86_400_000 },
          },
          manager,
        );
        this.logger.log(`Deleted ${deleted} message(s) received before ${before.toISOString()} (CONTACT_RETENTION_DAYS)`);
      }
      return deleted;
    });
  }
}
