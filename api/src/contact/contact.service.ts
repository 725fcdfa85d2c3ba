import { BadRequestException, ConflictException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { FORM_TOKEN_MESSAGES } from '@azmar/contract/content/contact-form-state';
import { parseAbout, type ContactSourcePage } from '@azmar/contract/content/contact-context';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import type { SpamReason } from '@azmar/contract/content/staff-inbox';
import { MoreThanOrEqual, type DataSource, type Repository } from 'typeorm';
import { isDuplicateKey } from '../common/database-errors.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { MailNotifier } from '../mail/mail-notifier.js';
import type { ContactConfig } from './contact-config.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { toContactMessage, toContactMessageCreated } from './contact-message.serializer.js';
import { ContentTitles } from './content-titles.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';
import { FormTokens } from './form-tokens.js';
import { messageFingerprint, spamSign } from './spam-check.js';

const ADMIN_LIST_LIMIT = 500;
const SAME_MESSAGE_FIELDS = ['name', 'email', 'phone', 'message', 'language'] as const;

/** `repeated`: the submissionId (or form token) was seen before and nothing new was stored. */
export interface ContactCreateResult {
  created: ContactMessageCreated;
  repeated: boolean;
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('ContactService');
  private readonly contact: ContactConfig;

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifier: MailNotifier,
    private readonly formTokens: FormTokens,
    private readonly titles: ContentTitles,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.contact = config.contact;
  }

  /**
   * Resolves only once the message and its emails (outbox rows: the staff notification and the visitor's
   * confirmation) are committed in one transaction; any database failure becomes a 503, so the visitor is never told
   * a message was saved when it was not. A message the spam checks catch is stored in the spam folder with no email,
   * and answered exactly like any other.
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
      spam: false,
      spamReason: null,
      fingerprint: messageFingerprint(input.email, input.message),
      formTokenId: null,
      page: (input.page as ContactSourcePage | undefined) ?? null,
      aboutKind: null,
      aboutId: null,
    });
    try {
      const claims = input.formToken === undefined ? null : await this.formTokens.check(input.formToken, now.getTime());
      if (input.formToken !== undefined && !claims) throw fieldError('formToken', FORM_TOKEN_MESSAGES.invalid);
      entity.formTokenId = claims?.nonce ?? null;
      await this.setAbout(entity, input.about);
      const earlier = await this.earlier(entity);
      if (earlier) return this.repeatOf(earlier, entity);
      const reason = spamSign(
        { website: input.website, formIssuedAt: claims?.issuedAt ?? null, receivedAt: now.getTime(), name: input.name, message: input.message },
        this.contact,
      );
      entity.spamReason = reason ?? (await this.isDuplicate(entity)) ?? null;
      entity.spam = entity.spamReason !== null;
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(ContactMessageEntity, entity);
        if (!entity.spam) await this.notifier.enqueue(manager, Number(entity.id), now);
      });
    } catch (error) {
      if (error instanceof ConflictException || error instanceof BadRequestException) throw error;
      // Two identical POSTs at once: the unique index let one row in; answer the other with it.
      const earlier = isDuplicateKey(error) ? await this.earlier(entity).catch(() => null) : null;
      if (earlier) return this.repeatOf(earlier, entity);
      this.logger.warn(`Contact message not saved: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The message could not be saved right now; please try again shortly.');
    }
    if (!entity.spam) this.notifier.committed();
    return { created: toContactMessageCreated(entity), repeated: false };
  }

  /** A form token made now, for a form about to be shown. */
  issueFormToken() {
    return this.formTokens.issue();
  }

  /** `count` form tokens made now, for forms the gateway is about to send. */
  issueFormTokens(count: number) {
    return Promise.all(Array.from({ length: count }, () => this.formTokens.issue()));
  }

  /** Newest first; admin only. */
  async list(): Promise<ContactMessage[]> {
    const rows = await this.repository.find({ order: { id: 'DESC' }, take: ADMIN_LIST_LIMIT });
    return rows.map(toContactMessage);
  }

  /** The item the visitor wrote about must exist: the link of its button named it. */
  private async setAbout(entity: ContactMessageEntity, value: string | undefined): Promise<void> {
    const about = value === undefined ? null : parseAbout(value);
    if (!about) return;
    if (!(await this.titles.titleOf(about))) throw fieldError('about', `There is no ${about.kind} ${about.id}`);
    entity.aboutKind = about.kind;
    entity.aboutId = about.id;
  }

  /** The message stored before under the same submissionId or form token, if any. */
  private async earlier(entity: ContactMessageEntity): Promise<ContactMessageEntity | null> {
    const where = [
      ...(entity.submissionId ? [{ submissionId: entity.submissionId }] : []),
      ...(entity.formTokenId ? [{ formTokenId: entity.formTokenId }] : []),
    ];
    return where.length > 0 ? this.repository.findOne({ where }) : null;
  }

  private async isDuplicate(entity: ContactMessageEntity): Promise<SpamReason | null> {
    if (this.contact.duplicateWindowMs === 0) return null;
    const since = new Date(entity.createdAt.getTime() - this.contact.duplicateWindowMs);
    const found = await this.repository.exists({ where: { fingerprint: entity.fingerprint!, createdAt: MoreThanOrEqual(since) } });
    return found ? 'duplicate' : null;
  }

  /**
   * A repeat is the same message sent again: answered with the first, nothing stored. A different message under a
   * used id is a client bug that would otherwise lose the new text silently (409); under a used form token, the
   * visitor is asked to send it again with a fresh form (400 on `formToken`), so nothing they wrote is lost.
   */
  private repeatOf(earlier: ContactMessageEntity, attempt: ContactMessageEntity): ContactCreateResult {
    const same = SAME_MESSAGE_FIELDS.every((key) => (earlier[key] ?? null) === (attempt[key] ?? null));
    if (!same && attempt.formTokenId !== null && earlier.formTokenId === attempt.formTokenId) throw fieldError('formToken', FORM_TOKEN_MESSAGES.used);
    if (!same) throw new ConflictException('This submissionId was already used for a different message; make a new one for each message.');
    return { created: toContactMessageCreated(earlier), repeated: true };
  }
}

/** A 400 in the validation pipe's shape: one message under the field. */
function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: 'Validation failed', fields: { [field]: message } });
}
