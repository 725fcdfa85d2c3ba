import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ContactAbout } from '@azmar/contract/content/contact-context';
import type { Language } from '@azmar/contract/content/language';
import { STAFF_PAGE_SIZE_DEFAULT, type StaffErasureResult, type StaffMessage, type StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import { createHash } from 'node:crypto';
import { Brackets, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type AuditAction, AuditLog } from '../audit/audit-log.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { ContentTitles } from '../contact/content-titles.js';
import { csvLines } from './messages-csv.js';
import type { StaffIdentity } from './staff-auth.service.js';
import type { StaffMessageChangeDto, StaffMessageFilterDto, StaffMessageListQueryDto } from './staff-dtos.js';
import { toStaffMessage } from './staff-message.serializer.js';

const EXPORT_BATCH = 500;

/** `%`, `_` and the escape character itself match literally in LIKE (with ESCAPE '!', the same on SQLite and MySQL). */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** What the audit log keeps of an erased address: enough to answer "was it erased?", not the address itself. */
export function emailDigest(email: string): string {
  return `email-sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** The inbox's reads and changes; every change is recorded in the audit log in its own transaction. */
@Injectable()
export class StaffMessagesService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly titles: ContentTitles,
    private readonly audit: AuditLog,
  ) {}

  async list(query: StaffMessageListQueryDto): Promise<StaffMessagePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? STAFF_PAGE_SIZE_DEFAULT;
    const [rows, total] = await this.filtered(query)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { items: await this.serialize(rows), total, page, pageSize };
  }

  async get(id: number): Promise<StaffMessage> {
    return (await this.serialize([await this.find(id)]))[0]!;
  }

  /**
   * Handled keeps its first time and person if marked again; waiting clears both. Moving to the spam folder or back
   * sends no email: staff are looking at the message already.
   */
  async change(id: number, change: StaffMessageChangeDto, staff: StaffIdentity): Promise<StaffMessage> {
    const message = await this.find(id);
    const actions: AuditAction[] = [];
    if (change.handled === true && !message.handledAt) {
      message.handledAt = new Date(Math.floor(Date.now()));
      message.handledBy = staff.username;
      actions.push('message.handled');
    } else if (change.handled === false && message.handledAt) {
      message.handledAt = null;
      message.handledBy = null;
      actions.push('message.waiting');
    }
    if (change.folder !== undefined && (change.folder === 'spam') !== Boolean(message.spam)) {
      message.spam = change.folder === 'spam';
      message.spamReason = message.spam ? 'staff' : null;
      actions.push(message.spam ? 'message.spam' : 'message.inbox');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        ContactMessageEntity,
        { id },
        { handledAt: message.handledAt, handledBy: message.handledBy, spam: message.spam, spamReason: message.spamReason },
      );
      for (const action of actions)
        await this.audit.record({ actor: staff.userId, action, subject: `message:${id}`, details: { username: staff.username } }, manager);
    });
    return (await this.serialize([message]))[0]!;
  }

  /** Deletes one message (its unsent emails go with it by the foreign key). */
  async remove(id: number, staff: StaffIdentity): Promise<void> {
    const message = await this.find(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ContactMessageEntity, { id });
      await this.audit.record(
        {
          actor: staff.userId,
          action: 'message.deleted',
          subject: `message:${id}`,
          details: { username: staff.username, folder: message.spam ? 'spam' : 'inbox' },
        },
        manager,
      );
    });
  }

  /** A visitor asked to be forgotten: every message from their address (any case), in both folders. */
  async erase(email: string, staff: StaffIdentity): Promise<StaffErasureResult> {
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager
        .createQueryBuilder()
        .delete()
        .from(ContactMessageEntity)
        .where('LOWER(email) = :email', { email: email.trim().toLowerCase() })
        .execute();
      const deleted = affected ?? 0;
      await this.audit.record(
        { actor: staff.userId, action: 'messages.erased', subject: emailDigest(email), details: { username: staff.username, deleted } },
        manager,
      );
      return { deleted };
    });
  }

  /** The whole filtered list, newest first, read in batches, its header in `language`; recorded as an export. */
  async exportCsv(filter: StaffMessageFilterDto, language: Language, staff: StaffIdentity): Promise<string> {
    let csv = '';
    let count = 0;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.filtered(filter).offset(offset).limit(EXPORT_BATCH).getMany();
      csv += csvLines(await this.serialize(rows), offset === 0 ? language : null);
      count += rows.length;
      if (rows.length < EXPORT_BATCH) break;
    }
    await this.audit.record({
      actor: staff.userId,
      action: 'messages.exported',
      subject: 'messages',
      details: { username: staff.username, count, filter: { ...filter } },
    });
    return csv;
  }

  private async serialize(rows: ContactMessageEntity[]): Promise<StaffMessage[]> {
    const abouts: ContactAbout[] = rows.flatMap((r) => (r.aboutKind && r.aboutId !== null ? [{ kind: r.aboutKind, id: Number(r.aboutId) }] : []));
    const titles = abouts.length > 0 ? await this.titles.titlesOf(abouts) : new Map();
    return rows.map((row) => toStaffMessage(row, titles));
  }

  private async find(id: number): Promise<ContactMessageEntity> {
    const message = await this.repository.findOneBy({ id });
    if (!message) throw new NotFoundException(`No message ${id}`);
    return message;
  }

  /** Every value a parameter; the SQL text is the same whatever was searched for. */
  private filtered(filter: StaffMessageFilterDto): SelectQueryBuilder<ContactMessageEntity> {
    const query = this.repository.createQueryBuilder('m').where('m.spam = :spam', { spam: (filter.folder ?? 'inbox') === 'spam' ? 1 : 0 });
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query.andWhere(
        new Brackets((any) => {
          any
            .where("m.name LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("m.email LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("m.message LIKE :pattern ESCAPE '!'", { pattern });
        }),
      );
    }
    if (filter.language) query.andWhere('m.language = :language', { language: filter.language });
    if (filter.handled !== undefined) query.andWhere(filter.handled ? 'm.handledAt IS NOT NULL' : 'm.handledAt IS NULL');
    return query.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
  }
}
