import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { NAV_ITEMS, QUICK_LINKS } from './routes';

/** `nav.home` → commonEn.nav.home */
function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

describe('routes of the shell', () => {
  it('navigates to every manifest route in the order of docs/product.md §3', () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual(['/', '/about', '/services', '/projects', '/products', '/contact']);
    expect(NAV_ITEMS).toEqual(SITE_ROUTES);
  });

  it('has the four quick links of docs/product.md §3, each a manifest route', () => {
    expect(QUICK_LINKS.map((route) => route.path)).toEqual(['/', '/about', '/services', '/projects']);
    for (const route of QUICK_LINKS) expect(SITE_ROUTES).toContain(route);
  });

  it('has a label in both languages for every title key of the manifest', () => {
    for (const route of SITE_ROUTES) {
      expect(textAt(commonEn, route.titleKey), route.titleKey).toEqual(expect.any(String));
      expect(textAt(commonKu, route.titleKey), route.titleKey).toEqual(expect.any(String));
    }
    expect(textAt(commonEn, 'nav.nope')).toBeUndefined();
  });
});
