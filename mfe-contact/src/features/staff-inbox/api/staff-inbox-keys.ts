import type { StaffMessageQuery } from '@azmar/contract/content/staff-inbox';

/** The inbox's query keys: one family under 'staff'. */
export const staffKeys = {
  session: () => ['staff', 'session'] as const,
  messagePage: (query: StaffMessageQuery) => ['staff', 'messages', query] as const,
  messageLists: () => ['staff', 'messages'] as const,
  /** Every open message (the prefix of `message`). */
  messages: () => ['staff', 'message'] as const,
  message: (id: number) => ['staff', 'message', id] as const,
};
