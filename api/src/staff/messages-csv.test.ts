import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from './messages-csv.js';

describe('CSV export', () => {
  it('neutralises every cell a spreadsheet would take for a formula, spaces before it too', () => {
    expect(['=1+1', '+964 770', '-2', '@SUM(A1)', '\t=x', '\r=x', '  =1+1'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+964 770"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\t=x"`,
      `"'\r=x"`,
      `"'  =1+1"`,
    ]);
    expect(csvCell(null)).toBe('""');
  });

  it('quotes every cell, so a spreadsheet splitting on ; or tab finds no formula inside one (F5)', () => {
    expect(['plain', 'a;=1+1', 'x\t=2', 12].map(csvCell)).toEqual(['"plain"', '"a;=1+1"', '"x\t=2"', '"12"']);
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  const message: StaffMessage = {
    id: 3,
    name: 'Dara',
    email: 'd@example.com',
    phone: null,
    message: 'Hi, there',
    language: 'ku',
    createdAt: '2026-01-01T00:00:00.000Z',
    handledAt: null,
    handledBy: null,
    folder: 'inbox',
    spamReason: null,
    page: 'products',
    about: { kind: 'product', id: 12, title: { en: 'LED panel', ku: 'پانێڵی LED' } },
  };

  it('writes a header in the staff member’s language and one CRLF-ended line per message', () => {
    expect(csvLines([message], 'en')).toBe(
      '"id","received","name","email","phone","language","message","from page","about","folder","handled","handled by"\r\n' +
        '"3","2026-01-01T00:00:00.000Z","Dara","d@example.com","","ku","Hi, there","products","product-12","inbox","",""\r\n',
    );
    expect(csvLines([message], 'ku').split('\r\n')[0]).toBe(
      '"ژمارە","کاتی گەیشتن","ناو","ئیمەیڵ","تەلەفۆن","زمان","نامە","لە پەڕەی","دەربارەی","بوخچە","کاتی چارەسەرکردن","چارەسەرکەر"',
    );
    expect(csvLines([message], null)).not.toContain('received');
  });
});
