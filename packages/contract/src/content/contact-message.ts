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
  /**
   * The signed one-time token of the form the server rendered (`GET FORM_TOKEN_PATH`): optional for a client
   * of the API, always sent by the site's form. A token that is not valid (made up, expired) is refused; a token used
   * before answers like the first post when the message is the same, and stores nothing new.
   */
  formToken?: string;
  /** The form's hidden honeypot field, left empty by people (`CONTACT_HONEYPOT_FIELD`). */
  website?: string;
  /** The page the visitor came to the form from (a route id, `contact-context`). */
  page?: string;
  /** The service, project or product the visitor asked about (`service-3`, `contact-context`). */
  about?: string;
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
