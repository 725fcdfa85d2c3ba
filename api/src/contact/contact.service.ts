import { ConflictException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import { MailNotifier } from '../mail/mail-notifier.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { toContactMessage, toContactMessageCreated } from './contact-message.serializer.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';

const ADMIN_LIST_LIMIT = 500;

/** `repeated`: the submissionId was seen before and nothing new was stored. */
export interface ContactCreateResult {
  created: ContactMessageCreated;
  repeated: boolean;
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('ContactService');

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifier: MailNotifier,
  ) {}

  /**
   * Resolves only once the message and its notification (outbox row) are committed in one transaction;
   * any database failure becomes a 503, so the visitor is never told a message was saved when it was not.
   * The email is sent afterwards by the mail worker.
   */
  async create(input: CreateContactMessageDto): Promise<ContactCreateResult> {
    const submissionId = input.submissionId?.toLowerCase() ?? null;
    // Whole milliseconds: what MySQL's DATETIME(3) and SQLite keep, so the answer equals the row.
    const now = new Date(Math.floor(Date.now()));
    const entity = this.repository.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      language: input.language ?? 'en',
      createdAt: now,
      submissionId,
      handledAt: null,
      handledBy: null,
    });
    try {
      if (submissionId) {
        const earlier = await this.repository.findOneBy({ submissionId });
        if (earlier) return this.repeatOf(earlier, entity);
      }
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(ContactMessageEntity, entity);
        await this.notifier.enqueue(manager, Number(entity.id), now);
      });
    } catch (error) {
      if (error instanceof ConflictException) throw error;
      // Two identical POSTs at once: the unique index let one row in; answer the other with it.
      const earlier = submissionId && isUniqueViolation(error) ? await this.repository.findOneBy({ submissionId }).catch(() => null) : null;
      if (earlier) return this.repeatOf(earlier, entity);
      this.logger.warn(`Contact message not saved: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The message could not be saved right now; please try again shortly.');
    }
    this.notifier.committed();
    return { created: toContactMessageCreated(entity), repeated: false };
  }

  /** Newest first; admin only. */
  async list(): Promise<ContactMessage[]> {
    const rows = await this.repository.find({ order: { id: 'DESC' }, take: ADMIN_LIST_LIMIT });
    return rows.map(toContactMessage);
  }

  /**
   * A repeat is the same message sent again; a different message under a used id is a client bug that
   * would otherwise lose the new text silently, so it is refused.
   */
  private repeatOf(earlier: ContactMessageEntity, attempt: ContactMessageEntity): ContactCreateResult {
    const same = (['name', 'email', 'phone', 'message', 'language'] as const).every((key) => (earlier[key] ?? null) === (attempt[key] ?? null));
    if (!same) throw new ConflictException('This submissionId was already used for a different message; make a new one for each message.');
    return { created: toContactMessageCreated(earlier), repeated: true };
  }
}
