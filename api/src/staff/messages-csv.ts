import type { Language } from '@azmar/contract/content/language';
import type { StaffMessage } from '@azmar/contract/content/staff-inbox';

type Column = 'id' | 'received' | 'name' | 'email' | 'phone' | 'language' | 'message' | 'page' | 'about' | 'folder' | 'handled' | 'handledBy';

const COLUMNS: { key: Column; value: (m: StaffMessage) => string | number | null }[] = [
  { key: 'id', value: (m) => m.id },
  { key: 'received', value: (m) => m.createdAt },
  { key: 'name', value: (m) => m.name },
  { key: 'email', value: (m) => m.email },
  { key: 'phone', value: (m) => m.phone },
  { key: 'language', value: (m) => m.language },
  { key: 'message', value: (m) => m.message },
  { key: 'page', value: (m) => m.page },
  { key: 'about', value: (m) => (m.about ? `${m.about.kind}-${m.about.id}` : null) },
  { key: 'folder', value: (m) => m.folder },
  { key: 'handled', value: (m) => m.handledAt },
  { key: 'handledBy', value: (m) => m.handledBy },
];

/** The header line in the staff member's language; the cells stay as stored (ISO times, `en`/`ku`), for other programs. */
export const CSV_HEADERS: Record<Language, Record<Column, string>> = {
  en: {
    id: 'id',
    received: 'received',
    name: 'name',
    email: 'email',
    phone: 'phone',
    language: 'language',
    message: 'message',
    page: 'from page',
    about: 'about',
    folder: 'folder',
    handled: 'handled',
    handledBy: 'handled by',
  },
  ku: {
    id: 'ژمارە',
    received: 'کاتی گەیشتن',
    name: 'ناو',
    email: 'ئیمەیڵ',
    phone: 'تەلەفۆن',
    language: 'زمان',
    message: 'نامە',
    page: 'لە پەڕەی',
    about: 'دەربارەی',
    folder: 'بوخچە',
    handled: 'کاتی چارەسەرکردن',
    handledBy: 'چارەسەرکەر',
  },
};

/**
 * One CSV cell, always quoted (RFC 4180, quotes doubled): a spreadsheet that splits on `;` or tab then cannot find a
 * cell of its own inside it (`a;=1+1`). Text a spreadsheet would read as a formula (starting, after any spaces, with
 * = + - @, or with a tab or CR that hides such a start) gets a leading `'`, which spreadsheets show as text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^(?:[\t\r]|\s*[=+\-@])/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A header line (in `language`), then one line per message, CRLF after every line (RFC 4180). */
export function csvLines(messages: readonly StaffMessage[], header: Language | null): string {
  const lines = messages.map((m) => COLUMNS.map((c) => csvCell(c.value(m))).join(','));
  if (header) lines.unshift(COLUMNS.map((c) => csvCell(CSV_HEADERS[header][c.key])).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
