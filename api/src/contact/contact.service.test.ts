import { ServiceUnavailableException } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';

const input: CreateContactMessageDto = { name: 'Soran', email: 's@example.com', message: 'Hello there, team!' };

function serviceWith(insert: (entity: ContactMessageEntity) => Promise<unknown>) {
  const repository = {
    create: (values: Partial<ContactMessageEntity>) => Object.assign(new ContactMessageEntity(), values),
    insert: vi.fn(insert),
  };
  return { service: new ContactService(repository as never), repository };
}

describe('ContactService.create', () => {
  it('answers id and createdAt of the inserted row, with language en and phone null by default', async () => {
    const { service, repository } = serviceWith(async (entity) => {
      entity.id = 7;
    });
    const created = await service.create(input);
    expect(created).toEqual({ id: 7, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect(repository.insert.mock.calls[0]![0]).toMatchObject({ language: 'en', phone: null, name: 'Soran' });
  });

  it('turns any failure to save into a 503, never a success', async () => {
    const { service } = serviceWith(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    await expect(service.create(input)).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
