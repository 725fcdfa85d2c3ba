import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { toContactMessage } from '../contact/contact-message.serializer.js';

export function toStaffMessage(entity: ContactMessageEntity): StaffMessage {
  return {
    ...toContactMessage(entity),
    handledAt: entity.handledAt ? new Date(entity.handledAt).toISOString() : null,
    handledBy: entity.handledBy ?? null,
  };
}
