import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import type { Repository } from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity.js';
import { toContactMessage, toContactMessageCreated } from './contact-message.serializer.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';

export const ADMIN_LIST_LIMIT = 500;

@Injectable()
export class ContactService {
  private readonly logger = new Logger('ContactService');

  constructor(@InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>) {}

  /**
   * Resolves only once the INSERT has been committed (autocommit); any database failure becomes a
   * 503, so the visitor is never told a message was saved when it was not.
   */
  async create(input: CreateContactMessageDto): Promise<ContactMessageCreated> {
    const entity = this.repository.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      language: input.language ?? 'en',
      // Whole milliseconds: what MySQL's DATETIME(3) and SQLite keep, so the answer equals the row.
      createdAt: new Date(Math.floor(Date.now())),
    });
    try {
      await this.repository.insert(entity);
    } catch (error) {
      this.logger.warn(`Contact message not saved: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The message could not be saved right now; please try again shortly.');
    }
    return toContactMessageCreated(entity);
  }

  /** Newest first; admin only. */
  async list(): Promise<ContactMessage[]> {
    const rows = await this.repository.find({ order: { id: 'DESC' }, take: ADMIN_LIST_LIMIT });
    return rows.map(toContactMessage);
  }
}
