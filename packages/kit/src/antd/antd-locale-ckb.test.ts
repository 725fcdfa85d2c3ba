import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import enUS from 'antd/es/locale/en_US';
import { antdLocaleCkb } from './antd-locale-ckb';
import { commonKu } from '../i18n/common.ku';
import { kurdishTextProblems, placeholders, termProblems, withoutPlaceholders } from '../../test/text-checks';

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
const TYPES = 'Form.defaultValidateMessages.types.';
// The Kurdish type messages name the type in words instead of antd's `${type}` (an English word).
const expectedPlaceholders = (path: string, en: string): string =>
  placeholders(en)
    .filter((p) => !(path.startsWith(TYPES) && p === '${type}'))
    .join();

/**
 * The parts of en_US the staff area's components read (antd's `useLocale` calls): Table (with its Pagination, Empty and
 * the sort and close words of `global`), Modal, Upload, Form, Input.Password (`global`), Select (Empty). The others
 * (DatePicker, Tour, Transfer, ColorPicker…) belong to components the site does not use. Typography reads `Text` only for
 * its copy, edit and expand buttons, which the studio never turns on; Card, Collapse, Descriptions, Flex, Radio and the
 * grid read none.
 */
const STAFF_COMPONENTS = [
  'Alert',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'Descriptions',
  'Flex',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Radio',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Table',
  'Tabs',
  'Tag',
  'Typography',
  'Upload',
];
const PARTS = ['locale', 'Pagination', 'global', 'Table', 'Modal', 'Upload', 'Empty', 'Form'];
const english = new Map([...leaves(enUS)].filter(([path]) => PARTS.includes(path.split('.')[0] ?? '')));
const sorani = leaves(antdLocaleCkb);

describe('antd Sorani locale', () => {
  it('is written for the components of the staff group, and only for the parts of en_US they read', () => {
    const group = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'antd-staff.ts'), 'utf8');
    const exported = [...group.matchAll(/export \{([^}]*)\} from 'antd'/g)].flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim()));
    // A component added to the group: find the parts of en_US it reads (useLocale in antd/es), add them above and here.
    expect(exported).toEqual(STAFF_COMPONENTS);
    expect(Object.keys(antdLocaleCkb).sort()).toEqual([...PARTS].sort());
  });

  it('has every key path of those parts of en_US, with a value of the same type', () => {
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
      // Empty in en_US too means no text to translate (Transfer titles).
      if (ku !== '') problems.push(...kurdishTextProblems(path, ku), ...termProblems(path, en, ku));
      if (/\p{L}/u.test(withoutPlaceholders(en)) && ku === en) problems.push(`${path} left in English`);
      if (placeholders(ku).join() !== expectedPlaceholders(path, en)) problems.push(`${path} placeholders differ: ${ku}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes one validation message per type of en_US, each naming the type in Kurdish', () => {
    const enTypes = Object.keys(enUS.Form?.defaultValidateMessages?.types ?? {});
    const kuTypes = antdLocaleCkb.Form?.defaultValidateMessages?.types ?? {};
    expect(enTypes.length).toBeGreaterThan(10);
    expect(Object.keys(kuTypes).sort()).toEqual([...enTypes].sort());
    const messages = enTypes.map((type) => String(kuTypes[type as keyof typeof kuTypes]));
    expect(new Set(messages).size).toBe(enTypes.length);
    for (const message of messages) {
      expect(placeholders(message)).toEqual(['${label}']);
      expect(kurdishTextProblems('type', message)).toEqual([]);
    }
    expect(kuTypes.email).toBe('${label} ئیمەیڵێکی دروست نییە');
  });

  it('has no digit outside Eastern Arabic in any string, the pagination jumps included', () => {
    const strings = [...sorani].filter(([path, value]) => typeof value === 'string' && !isPattern(path));
    expect(strings.filter(([, value]) => /[0-9\u06F0-\u06F9]/.test(withoutPlaceholders(String(value))))).toEqual([]);
    expect(antdLocaleCkb.Pagination?.prev_5).toContain('٥');
    expect(antdLocaleCkb.Pagination?.next_3).toContain('٣');
  });

  it('uses the reviewed words for preview, at most, uploading and the filter menu', () => {
    expect(antdLocaleCkb.Upload?.previewFile).toBe('بینینی فایل');
    expect(antdLocaleCkb.Form?.defaultValidateMessages?.array?.max).toBe('لانیزۆر ${max} ${label}');
    // The third review: uploading is not loading, a filter is reset to the start, its list is a menu.
    expect(antdLocaleCkb.Upload?.uploading).toBe('بار دەکرێتە سەر…');
    expect(antdLocaleCkb.Upload?.uploading).not.toBe(commonKu.actions.loading);
    expect(antdLocaleCkb.Table?.filterReset).toBe('گەڕاندنەوە بۆ سەرەتا');
    expect(antdLocaleCkb.Table?.filterTitle).toBe('مێنیوی پاڵاوتن');
  });

  it('keeps the format patterns antd uses', () => {
    for (const [path, en] of english) {
      if (/Format$/.test(path)) expect(sorani.get(path), path).toBe(en);
    }
  });

  it('identifies itself as Central Kurdish', () => {
    expect(antdLocaleCkb.locale).toBe('ckb');
  });
});
