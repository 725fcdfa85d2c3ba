import type { Language } from './language.js';

/** Body of `POST /api/contact`; `contact-message-rules` holds what each field must satisfy. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  language?: Language;
}

/** What the site's contact form sends: the message, and the one-time id it made for it. */
export interface ContactMessageSubmission extends ContactMessageInput {
  /**
   * A UUID: the API stores one message per id, so the same message sent twice (a double submit, a reloaded post, a
   * retry after a lost answer) is stored once.
   */
  submissionId?: string;
}

/** 201 answer of `POST /api/contact`: sent only after the row is committed. */
export interface ContactMessageCreated {
  id: number;
  createdAt: string;
}

/** One row of `GET /api/contact` (admin only); `createdAt` is an ISO-8601 UTC string. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
  createdAt: string;
}
