import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { toContactMessage } from '../contact/contact-message.serializer.js';
import type { BilingualTitle } from '../contact/content-titles.js';

/** `titles`: the titles of the items messages are about, keyed `product-12` (`ContentTitles.titlesOf`). */
export function toStaffMessage(entity: ContactMessageEntity, titles: ReadonlyMap<string, BilingualTitle>): StaffMessage {
  const about = entity.aboutKind && entity.aboutId !== null ? { kind: entity.aboutKind, id: Number(entity.aboutId) } : null;
  return {
    ...toContactMessage(entity),
    handledAt: entity.handledAt ? new Date(entity.handledAt).toISOString() : null,
    handledBy: entity.handledBy ?? null,
    folder: entity.spam ? 'spam' : 'inbox',
    spamReason: entity.spam ? (entity.spamReason ?? 'staff') : null,
    page: entity.page ?? null,
    about: about && { ...about, title: titles.get(`${about.kind}-${about.id}`) ?? null },
  };
}
