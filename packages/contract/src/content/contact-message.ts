import type { Language } from './language.js';

/** Body of `POST /api/contact`; `contact-message-rules` holds what each field must satisfy. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  language?: Language;
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
