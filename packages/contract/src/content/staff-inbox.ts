import type { AboutKind, ContactSourcePage } from './contact-context.js';
import type { ContactMessage } from './contact-message.js';
import type { Language } from './language.js';
import type { StaffRole } from '../staff/roles.js';

/**
 * The staff inbox's API (`/api/staff/...`), for the inbox pages. Signed in, the browser holds the
 * `azmar_staff` cookie (HttpOnly: pages never see it) and every POST, PATCH or DELETE carries the
 * session's `csrfToken` in the `X-CSRF-Token` header.
 */
export const STAFF_SESSION_COOKIE = 'azmar_staff';
export const STAFF_CSRF_HEADER = 'X-CSRF-Token';
export const STAFF_PAGE_SIZE_DEFAULT = 20;
export const STAFF_PAGE_SIZE_MAX = 100;

/** Body of `POST /api/staff/session` (sign in). */
export interface StaffSignIn {
  username: string;
  password: string;
}

/** `GET /api/staff/session` and the answer of a sign-in: who is signed in, and the token changes must carry. */
export interface StaffSession {
  username: string;
  /** What this person may do (`staff/roles.ts`): the staff area shows only those parts. */
  roles: StaffRole[];
  csrfToken: string;
  /** When the session ends unless it is used before (ISO-8601 UTC); every request moves it on, up to `endsAt`. */
  expiresAt: string;
  /** When the session ends however much it is used (its absolute lifetime, `STAFF_SESSION_MAX_HOURS`). */
  endsAt: string;
}

/** The inbox's two folders: messages to answer, and what the spam checks (or staff) put aside. */
export const STAFF_FOLDERS = ['inbox', 'spam'] as const;
export type StaffFolder = (typeof STAFF_FOLDERS)[number];

/** Why a message is in the spam folder: a check of the API, or `staff` (moved there by a person). */
export const SPAM_REASONS = ['honeypot', 'tooFast', 'links', 'duplicate', 'staff'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The service, project or product a message was about, with its title in both languages while it exists. */
export interface StaffMessageAbout {
  kind: AboutKind;
  id: number;
  title: { en: string; ku: string } | null;
}

/** One message as the inbox sees it: the contact message plus whether, when and by whom it was handled. */
export interface StaffMessage extends ContactMessage {
  handledAt: string | null;
  handledBy: string | null;
  folder: StaffFolder;
  /** Why it is in the spam folder; null in the inbox. */
  spamReason: SpamReason | null;
  /** The page the visitor came to the form from, when a button said. */
  page: ContactSourcePage | null;
  about: StaffMessageAbout | null;
}

/** Query of `GET /api/staff/messages` and of the CSV export; every member optional. */
export interface StaffMessageQuery {
  /** Words looked for in name, email and message (one substring, case-insensitive). */
  q?: string;
  language?: Language;
  handled?: boolean;
  /** `inbox` unless asked for. */
  folder?: StaffFolder;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** `GET /api/staff/messages`: newest first. */
export interface StaffMessagePage {
  items: StaffMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** Body of `PATCH /api/staff/messages/:id`: one change or both. */
export interface StaffMessageChange {
  handled?: boolean;
  /** `spam` moves the message to the spam folder, `inbox` back. */
  folder?: StaffFolder;
}

/** Body of `POST /api/staff/erasures`: every message of one visitor is deleted (a request to be forgotten). */
export interface StaffErasure {
  email: string;
}

/** Its answer: how many messages were deleted. */
export interface StaffErasureResult {
  deleted: number;
}
