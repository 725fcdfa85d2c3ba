import type { StaffMessage } from '@azmar/contract/content/staff-inbox';

const COLUMNS: { header: string; value: (m: StaffMessage) => string | number | null }[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'received', value: (m) => m.createdAt },
  { header: 'name', value: (m) => m.name },
  { header: 'email', value: (m) => m.email },
  { header: 'phone', value: (m) => m.phone },
  { header: 'language', value: (m) => m.language },
  { header: 'message', value: (m) => m.message },
  { header: 'handled', value: (m) => m.handledAt },
  { header: 'handled by', value: (m) => m.handledBy },
];

/**
 * One CSV cell. Text a spreadsheet would read as a formula (starting with = + - @, or a tab or CR
 * that hides such a start) gets a leading `'`, which spreadsheets show as text; then RFC 4180 quoting
 * (double quotes around a cell holding a quote, comma or line break, quotes doubled).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line, then one line per message, CRLF after every line (RFC 4180). */
export function csvLines(messages: readonly StaffMessage[], withHeader: boolean): string {
  const lines = messages.map((m) => COLUMNS.map((c) => csvCell(c.value(m))).join(','));
  if (withHeader) lines.unshift(COLUMNS.map((c) => c.header).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
