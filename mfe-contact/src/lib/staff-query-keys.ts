/**
 * Every query of the staff area lives under 'staff', so signing out (or a session that ended) forgets all of
 * them at once: nothing read under one session may show under the next.
 */
export const STAFF_QUERY_ROOT = 'staff';

export const staffSessionKey = () => [STAFF_QUERY_ROOT, 'session'] as const;
