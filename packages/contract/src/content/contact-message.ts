import type { Language } from './language.js';

/** Body of `POST /api/contact`; `contact-message-rules` holds what each field must satisfy. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  language?: Language;
  /**
   * A UUID the client makes once per message (e.g. `crypto.randomUUID()` when the form is shown): a repeat of
   * the same POST (double submit, reload) stores nothing new and answers the message stored the first time.
   */
  submissionId?: string;
}

/** 201 answer of `POST /api/contact`: sent only after the row is committed (200 with the same body for a repeated `submissionId`). */
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
