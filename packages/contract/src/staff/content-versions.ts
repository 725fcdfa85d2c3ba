import type { Language } from '../content/language.js';
import type { StaffPerson } from './accounts.js';

/** One field's change between two published states: `field` is a path (`titleKu`, `gallery`, `statistics.lanes`). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * One entry of `GET /api/staff/content/:kind/:id/versions` (newest first): each publish, and each rollback,
 * made a version: who, when, which languages, what changed field by field against the version before.
 */
export interface StaffContentVersion {
  number: number;
  action: 'publish' | 'rollback';
  languages: Language[];
  publishedAt: string;
  publishedBy: StaffPerson | null;
  /** For a rollback: the version number whose content was restored. */
  restoredVersion: number | null;
  changes: FieldChange[];
}
