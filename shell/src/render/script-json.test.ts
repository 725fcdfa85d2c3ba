import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('writes JSON a script element cannot end early', () => {
    const value = { language: 'ku', list: [{ title: '</script><!-- x', note: 'a\u2028b\u2029c' }], own: { text: '<b>', count: 2 } };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves everything else as JSON writes it', () => {
    expect(scriptJson(['/startup.1.js', { a: null }])).toBe('["/startup.1.js",{"a":null}]');
    expect(scriptJson('x<y')).toBe('"x\\u003cy"');
  });
});
