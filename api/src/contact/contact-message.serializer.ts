import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import type { ContactMessageEntity } from './contact-message.entity.js';

export function toContactMessage(entity: ContactMessageEntity): ContactMessage {
  return {
    id: Number(entity.id),
    name: entity.name,
    email: entity.email,
    phone: entity.phone ?? null,
    message: entity.message,
    language: entity.language,
    createdAt: new Date(entity.createdAt).toISOString(),
  };
}

export function toContactMessageCreated(entity: ContactMessageEntity): ContactMessageCreated {
  return { id: Number(entity.id), createdAt: new Date(entity.createdAt).toISOString() };
}
