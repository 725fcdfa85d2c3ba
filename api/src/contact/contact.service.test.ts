import { BadRequestException, ConflictException, ServiceUnavailableException } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import type { CreateContactMessageDto } from './create-contact-message.dto.js';

const input: CreateContactMessageDto = { name: 'Soran', email: 's@example.com', message: 'Hello there, team!' };

function serviceWith(insert: (entity: ContactMessageEntity) => Promise<unknown>, stored: ContactMessageEntity | null = null, duplicate = false) {
  const repository = {
    create: (values: Partial<ContactMessageEntity>) => Object.assign(new ContactMessageEntity(), values),
    findOne: vi.fn(async () => stored),
    exists: vi.fn(async () => duplicate),
  };
  const manager = { insert: vi.fn((_target: unknown, entity: ContactMessageEntity) => insert(entity)) };
  const dataSource = { transaction: async (work: (m: typeof manager) => Promise<unknown>) => work(manager) };
  const notifier = { enqueue: vi.fn(async () => undefined), committed: vi.fn() };
  const formTokens = { check: vi.fn(async (token: string) => (token === 'good' ? { issuedAt: 0, nonce: 'n'.repeat(22) } : null)) };
  const titles = { titleOf: vi.fn(async () => null) };
  const service = new ContactService(repository as never, dataSource as never, notifier as never, formTokens as never, titles as never, loadConfig({}));
  return { service, manager, notifier };
}

describe('ContactService.create', () => {
  it('answers id and createdAt of the inserted row, with language en and phone null by default, and queues its emails in the same transaction', async () => {
    const { service, manager, notifier } = serviceWith(async (entity) => {
      entity.id = 7;
    });
    const { created, repeated } = await service.create(input);
    expect(created).toEqual({ id: 7, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect(repeated).toBe(false);
    expect(manager.insert.mock.calls[0]![1]).toMatchObject({ language: 'en', phone: null, name: 'Soran', submissionId: null, spam: false, spamReason: null });
    expect(notifier.enqueue).toHaveBeenCalledWith(manager, 7, expect.any(Date));
    expect(notifier.committed).toHaveBeenCalledOnce();
  });

  it('stores a duplicate, a filled honeypot or a link farm as spam, answers it the same, and queues no email', async () => {
    for (const [body, duplicate, reason] of [
      [input, true, 'duplicate'],
      [{ ...input, website: 'http://spam.example' }, false, 'honeypot'],
      [{ ...input, message: 'http://a.example http://b.example http://c.example http://d.example' }, false, 'links'],
    ] as const) {
      const { service, manager, notifier } = serviceWith(
        async (entity) => {
          entity.id = 8;
        },
        null,
        duplicate,
      );
      expect((await service.create(body)).created.id).toBe(8);
      expect(manager.insert.mock.calls[0]![1]).toMatchObject({ spam: true, spamReason: reason });
      expect(notifier.enqueue).not.toHaveBeenCalled();
      expect(notifier.committed).not.toHaveBeenCalled();
    }
  });

  it('refuses a form token it did not make, on its field', async () => {
    const { service, manager } = serviceWith(async () => undefined);
    const refusal = await service.create({ ...input, formToken: 'made-up' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toMatchObject({ fields: { formToken: expect.stringContaining('expired or is not valid') } });
    expect(manager.insert).not.toHaveBeenCalled();
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
      formTokenId: null,
    });
    const { service, manager } = serviceWith(async () => undefined, stored);
    const again = await service.create({ ...input, submissionId: '0B5C2D4E-8F1A-4C3B-9D2E-7A6F5E4D3C2B' });
    expect(again).toEqual({ created: { id: 3, createdAt: '2026-01-02T03:04:05.006Z' }, repeated: true });
    await expect(service.create({ ...input, message: 'Another text entirely', submissionId: stored.submissionId! })).rejects.toBeInstanceOf(ConflictException);
    expect(manager.insert).not.toHaveBeenCalled();
  });
});
