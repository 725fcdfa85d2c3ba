import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const each of Object.values(value)) deepFreeze(each);
  }
  return value;
};

describe('scriptJson', () => {
  it('writes JSON a script element cannot end early, frozen parts included', () => {
    const shared = deepFreeze([{ title: '</script><!-- x', note: 'a\u2028b\u2029c' }]);
    const value = { language: 'ku', list: shared, again: shared, own: { text: '<b>', count: 2 } };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("writes a frozen value's JSON once, and the same again for the next page", () => {
    let reads = 0;
    const shared = Object.freeze({
      get title() {
        reads += 1;
        return 'Paver blocks';
      },
    });
    const first = scriptJson({ data: shared, page: 1 });
    const second = scriptJson({ data: shared, page: 2 });
    expect(reads).toBe(1);
    expect(JSON.parse(first)).toEqual({ data: { title: 'Paver blocks' }, page: 1 });
    expect(JSON.parse(second)).toEqual({ data: { title: 'Paver blocks' }, page: 2 });
  });

  it('is not misled by keys or strings of the page that hold what its marks are made of', () => {
    const shared = deepFreeze({ id: 7 });
    for (const value of [
      { data: shared, text: '\u00000' },
      { data: shared, text: 'a"\u00000' },
      { data: shared, ['\u00000']: 'key' },
      deepFreeze({ inFrozen: '\u00000' }),
    ]) {
      expect(JSON.parse(scriptJson(value))).toEqual(value);
    }
  });

  it('writes a value without frozen parts as plain JSON', () => {
    expect(scriptJson(['/startup.1.js', { a: null }])).toBe('["/startup.1.js",{"a":null}]');
    expect(scriptJson('x<y')).toBe('"x\\u003cy"');
  });
});
