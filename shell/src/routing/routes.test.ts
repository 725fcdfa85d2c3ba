import { describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { NAV_ITEMS, QUICK_LINKS } from './routes';

/** `nav.home` → commonEn.nav.home */
function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

describe('routes of the shell', () => {
  it('navigates to the six menu pages in the order of docs/product.md §3', () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual(['/', '/about', '/services', '/projects', '/products', '/contact']);
  });

  it('has the four quick links of docs/product.md §3', () => {
    expect(QUICK_LINKS.map((item) => item.path)).toEqual(['/', '/about', '/services', '/projects']);
  });

  it('has a label in both languages for every menu link', () => {
    for (const item of NAV_ITEMS) {
      expect(textAt(commonEn, item.labelKey), item.labelKey).toEqual(expect.any(String));
      expect(textAt(commonKu, item.labelKey), item.labelKey).toEqual(expect.any(String));
    }
    expect(textAt(commonEn, 'nav.nope')).toBeUndefined();
  });
});
