import type { StaffPerson } from './accounts.js';

export const STAFF_AUDIT_PATH = '/api/staff/audit';

/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  'content.created',
  'content.saved',
  'content.published',
  'content.rolled-back',
  'content.reordered',
  'media.uploaded',
  'media.alt-changed',
  'media.deleted',
  'message.handled',
  'message.waiting',
  'message.spam',
  'message.inbox',
  'message.deleted',
  'messages.exported',
  'messages.erased',
  'messages.expired',
  'sessions.ended',
  'account.created',
  'account.roles-changed',
  'account.deactivated',
  'account.reactivated',
  'account.password-reset',
  'account.password-changed',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit log. `actor` is null for the API's own schedule (`system`). */
export interface StaffAuditEntry {
  id: number;
  actor: StaffPerson | null;
  action: AuditActionName;
  /** What it was done to: `products:4`, `message:42`, `account:<id>`, `media:<id>` … */
  subject: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface StaffAuditPage {
  items: StaffAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
