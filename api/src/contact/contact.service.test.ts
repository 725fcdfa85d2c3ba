import { ConflictException, ServiceUnavailableException } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';

const input: CreateContactMessageDto = { name: 'Soran', email: 's@example.com', message: 'Hello there, team!' };

function serviceWith(insert: (entity: ContactMessageEntity) => Promise<unknown>, stored: ContactMessageEntity | null = null) {
  const repository = {
    create: (values: Partial<ContactMessageEntity>) => Object.assign(new ContactMessageEntity(), values),
    findOneBy: vi.fn(async () => stored),
  };
  const manager = { insert: vi.fn((_target: unknown, entity: ContactMessageEntity) => insert(entity)) };
  const dataSource = { transaction: async (work: (m: typeof manager) => Promise<unknown>) => work(manager) };
  const notifier = { enqueue: vi.fn(async () => undefined), committed: vi.fn() };
  return { service: new ContactService(repository as never, dataSource as never, notifier as never), manager, notifier };
}

describe('ContactService.create', () => {
  it('answers id and createdAt of the inserted row, with language en and phone null by default, and queues its email in the same transaction', async () => {
    const { service, manager, notifier } = serviceWith(async (entity) => {
      entity.id = 7;
    });
    const { created, repeated } = await service.create(input);
    expect(created).toEqual({ id: 7, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect(repeated).toBe(false);
    expect(manager.insert.mock.calls[0]![1]).toMatchObject({ language: 'en', phone: null, name: 'Soran', submissionId: null });
    expect(notifier.enqueue).toHaveBeenCalledWith(manager, 7, expect.any(Date));
    expect(notifier.committed).toHaveBeenCalledOnce();
  });

  it('turns any failure to save into a 503, never a success, and wakes no worker', async () => {
    const { service, notifier } = serviceWith(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    await expect(service.create(input)).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(notifier.committed).not.toHaveBeenCalled();
  });

  it('answers a repeated submissionId with the stored message, and refuses it for a different message', async () => {
    const stored = Object.assign(new ContactMessageEntity(), {
      ...input,
      id: 3,
      phone: null,
      language: 'en',
      createdAt: new Date('2026-01-02T03:04:05.006Z'),
      submissionId: '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b',
    });
    const { service, manager } = serviceWith(async () => undefined, stored);
    const again = await service.create({ ...input, submissionId: '0B5C2D4E-8F1A-4C3B-9D2E-7A6F5E4D3C2B' });
    expect(again).toEqual({ created: { id: 3, createdAt: '2026-01-02T03:04:05.006Z' }, repeated: true });
    await expect(service.create({ ...input, message: 'Another text entirely', submissionId: stored.submissionId! })).rejects.toBeInstanceOf(ConflictException);
    expect(manager.insert).not.toHaveBeenCalled();
  });
});
