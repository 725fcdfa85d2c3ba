import type { AboutKind, ContactSourcePage } from '@azmar/contract/content/contact-context';
import type { Language } from '@azmar/contract/content/language';
import type { BilingualTitle } from '../contact/content-titles.js';
import { localDigits } from './mail-date.js';
import { MAIL_TEXTS } from './mail-texts.js';

/** Where a message came from, for its email: the page, and the item with its title (null once it is gone). */
export interface MessageContext {
  page: ContactSourcePage | null;
  about: { kind: AboutKind; id: number; title: BilingualTitle | null } | null;
}

export const NO_CONTEXT: MessageContext = { page: null, about: null };

/** `Product: LED panel` (or the item's number once it is no longer listed), in `language`. */
export function aboutLine(about: NonNullable<MessageContext['about']>, language: Language): string {
  const texts = MAIL_TEXTS[language].notification;
  const kind = texts.kinds[about.kind];
  return about.title ? `${kind}: ${about.title[language]}` : texts.gone(kind, localDigits(String(about.id), language));
}
