import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from './messages-csv.js';

describe('CSV export', () => {
  it('neutralises every cell a spreadsheet would take for a formula', () => {
    expect(['=1+1', '+964 770', '-2', '@SUM(A1)', '\t=x', '\r=x'].map(csvCell)).toEqual(["'=1+1", "'+964 770", "'-2", "'@SUM(A1)", "'\t=x", `"'\r=x"`]);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells with quotes, commas or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  it('writes a header and one CRLF-ended line per message', () => {
    const message = {
      id: 3,
      name: 'Dara',
      email: 'd@example.com',
      phone: null,
      message: 'Hi, there',
      language: 'ku' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
      handledAt: null,
      handledBy: null,
    };
    expect(csvLines([message], true)).toBe(
      'id,received,name,email,phone,language,message,handled,handled by\r\n3,2026-01-01T00:00:00.000Z,Dara,d@example.com,,ku,"Hi, there",,\r\n',
    );
  });
});
