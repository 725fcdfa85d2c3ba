import type { ContentKind } from '@azmar/contract/content/content-dates';
import { STAFF_QUERY_ROOT } from '../../../lib/staff-query-keys';

/** The content editor's query keys, under the staff area's root (forgotten at sign-out). */
export const contentKeys = {
  list: (kind: ContentKind) => [STAFF_QUERY_ROOT, 'content', kind] as const,
  item: (kind: ContentKind, id: number) => [STAFF_QUERY_ROOT, 'content', kind, id] as const,
  versions: (kind: ContentKind, id: number) => [STAFF_QUERY_ROOT, 'content', kind, id, 'versions'] as const,
};
