/**
 * A time as the API stores it (UTC, milliseconds, `YYYY-MM-DD HH:MM:SS.mmm`), for comparisons in raw
 * conditions: SQLite compares the stored text, MySQL converts the literal, so one parameter suits both
 * and neither depends on a session time zone.
 */
export function sqlTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A stored time read back raw (a raw SELECT): SQLite's UTC text, or mysql2's Date (the pool's time zone is UTC). */
export function fromSqlTime(value: string | Date): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
