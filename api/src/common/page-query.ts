import { STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from '@azmar/contract/content/staff-inbox';

/** `page` (from 1) and `pageSize` of a staff list's query: whole numbers from 1, the size at most STAFF_PAGE_SIZE_MAX. */
export function pageQuery(query: Record<string, unknown>): { page: number; pageSize: number } {
  const whole = (value: unknown, fallback: number, max: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return { page: whole(query.page, 1, 1_000_000), pageSize: whole(query.pageSize, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX) };
}
