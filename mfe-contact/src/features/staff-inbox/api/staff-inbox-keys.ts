import type { StaffMessageQuery } from '@azmar/contract/content/staff-inbox';

/** The inbox's query keys: under 'staff', like every query of the staff area (src/lib/staff-query-keys). */
export const staffKeys = {
  messagePage: (query: StaffMessageQuery) => ['staff', 'messages', query] as const,
  messageLists: () => ['staff', 'messages'] as const,
  /** Every open message (the prefix of `message`). */
  messages: () => ['staff', 'message'] as const,
  message: (id: number) => ['staff', 'message', id] as const,
};
