import { describe, expect, it } from 'vitest';
import { visibleText } from './sign-in-event.js';

describe('visibleText', () => {
  it('writes hidden and direction characters out, so a log line shows what was typed', () => {
    expect(visibleText('da\u200bra')).toBe('da\\u{200B}ra');
    expect(visibleText('Invoice \u202Egpj.exe')).toBe('Invoice \\u{202E}gpj.exe');
    expect(visibleText('ｄａｒａ\r\n')).toBe('ｄａｒａ\\u{000D}\\u{000A}');
    expect(visibleText('x'.repeat(70))).toBe(`${'x'.repeat(64)}…`);
  });
});
