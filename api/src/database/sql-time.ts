/**
 * A time as the API stores it (UTC, milliseconds, `YYYY-MM-DD HH:MM:SS.mmm`), for comparisons in raw
 * conditions: SQLite compares the stored text, MySQL converts the literal, so one parameter suits both
 * and neither depends on a session time zone.
 */
export function sqlTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
