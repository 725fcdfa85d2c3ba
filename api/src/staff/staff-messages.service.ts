import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { STAFF_PAGE_SIZE_DEFAULT, type StaffMessage, type StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { csvLines } from './messages-csv.js';
import type { StaffMessageFilterDto, StaffMessageListQueryDto } from './staff-dtos.js';
import { toStaffMessage } from './staff-message.serializer.js';

const EXPORT_BATCH = 500;

/** `%`, `_` and the escape character itself match literally in LIKE (with ESCAPE '!', the same on SQLite and MySQL). */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

@Injectable()
export class StaffMessagesService {
  constructor(@InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>) {}

  async list(query: StaffMessageListQueryDto): Promise<StaffMessagePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? STAFF_PAGE_SIZE_DEFAULT;
    const [rows, total] = await this.filtered(query)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { items: rows.map(toStaffMessage), total, page, pageSize };
  }

  async get(id: number): Promise<StaffMessage> {
    return toStaffMessage(await this.find(id));
  }

  /** Handled keeps its first time and person if marked again; waiting clears both. */
  async setHandled(id: number, handled: boolean, username: string): Promise<StaffMessage> {
    const message = await this.find(id);
    if (handled && !message.handledAt) {
      message.handledAt = new Date(Math.floor(Date.now()));
      message.handledBy = username;
    } else if (!handled) {
      message.handledAt = null;
      message.handledBy = null;
    }
    await this.repository.update({ id }, { handledAt: message.handledAt, handledBy: message.handledBy });
    return toStaffMessage(message);
  }

  /** The whole filtered list, newest first, read in batches. */
  async exportCsv(filter: StaffMessageFilterDto): Promise<string> {
    let csv = '';
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.filtered(filter).offset(offset).limit(EXPORT_BATCH).getMany();
      csv += csvLines(rows.map(toStaffMessage), offset === 0);
      if (rows.length < EXPORT_BATCH) return csv;
    }
  }

  private async find(id: number): Promise<ContactMessageEntity> {
    const message = await this.repository.findOneBy({ id });
    if (!message) throw new NotFoundException(`No message ${id}`);
    return message;
  }

  /** Every value a parameter; the SQL text is the same whatever was searched for. */
  private filtered(filter: StaffMessageFilterDto): SelectQueryBuilder<ContactMessageEntity> {
    const query = this.repository.createQueryBuilder('m');
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
