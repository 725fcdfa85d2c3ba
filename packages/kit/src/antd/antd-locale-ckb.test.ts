import enUS from 'antd/es/locale/en_US';
import { antdLocaleCkb, antdLocaleFor } from './antd-locale-ckb';
import { hasArabicScript, hasLatinLetter, placeholders, withoutPlaceholders } from '../i18n/text-checks';

type Leaf = string | number | boolean;

function leaves(value: unknown, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) found.set(p, v);
    }
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    found.set(path, value);
  }
  return found;
}

// Date-format patterns (YYYY, D, A) and locale codes are not words; they stay as antd has them.
const isPattern = (path: string): boolean => /(Format|^locale|\.locale)$/.test(path);

const english = leaves(enUS);
const sorani = leaves(antdLocaleCkb);

describe('antd Sorani locale', () => {
  it('has every key path of en_US, with a value of the same type', () => {
    const missing = [...english.keys()].filter((path) => !sorani.has(path));
    expect(missing).toEqual([]);
    const wrongType = [...english].filter(([path, value]) => typeof sorani.get(path) !== typeof value).map(([p]) => p);
    expect(wrongType).toEqual([]);
  });

  it('leaves no user-visible string in English', () => {
    const problems: string[] = [];
    for (const [path, en] of english) {
      if (typeof en !== 'string' || en === '' || isPattern(path)) continue;
      const ku = String(sorani.get(path));
      const words = withoutPlaceholders(ku);
      if (!hasArabicScript(words) && /\p{L}/u.test(words)) problems.push(`${path} not in Arabic script: ${ku}`);
      if (hasLatinLetter(words)) problems.push(`${path} has Latin letters: ${ku}`);
      if (/\p{L}/u.test(withoutPlaceholders(en)) && ku === en) problems.push(`${path} left in English`);
      if (placeholders(ku).join() !== placeholders(en).join()) problems.push(`${path} placeholders differ: ${ku}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the format patterns antd uses', () => {
    for (const [path, en] of english) {
      if (/Format$/.test(path)) expect(sorani.get(path), path).toBe(en);
    }
  });

  it('identifies itself as Central Kurdish', () => {
    expect(antdLocaleCkb.locale).toBe('ckb');
  });

  it('is chosen for ku, English for en', () => {
    expect(antdLocaleFor('ku')).toBe(antdLocaleCkb);
    expect(antdLocaleFor('en')).toBe(enUS);
  });
});
