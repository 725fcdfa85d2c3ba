// One English text, one Kurdish text, across every remote's namespaces: the home page's feature bullets and the
// catalogue's say the same things, so a visitor reads them the same way on both pages. Here, as only this workspace
// may read every app's texts.
import { describe, expect, it } from 'vitest';
import { translationDrift } from '../../packages/kit/test/text-checks.ts';
import { commonEn } from '../../packages/kit/src/i18n/common.en.ts';
import { commonKu } from '../../packages/kit/src/i18n/common.ku.ts';
import { catalogueModalsEn } from '../../mfe-catalogue/src/i18n/catalogue-modals.en.ts';
import { catalogueModalsKu } from '../../mfe-catalogue/src/i18n/catalogue-modals.ku.ts';
import { cataloguePagesEn } from '../../mfe-catalogue/src/i18n/catalogue-pages.en.ts';
import { cataloguePagesKu } from '../../mfe-catalogue/src/i18n/catalogue-pages.ku.ts';
import { catalogueEn } from '../../mfe-catalogue/src/i18n/catalogue.en.ts';
import { catalogueKu } from '../../mfe-catalogue/src/i18n/catalogue.ku.ts';
import { contactEn } from '../../mfe-contact/src/i18n/contact.en.ts';
import { contactKu } from '../../mfe-contact/src/i18n/contact.ku.ts';
import { aboutEn } from '../../mfe-home/src/i18n/about.en.ts';
import { aboutKu } from '../../mfe-home/src/i18n/about.ku.ts';
import { homeEn } from '../../mfe-home/src/i18n/home.en.ts';
import { homeKu } from '../../mfe-home/src/i18n/home.ku.ts';
import type { RouteDeclaration } from '@azmar/contract/routes/route-declarations';
import homeRoutes from '../../mfe-home/src/routes.json' with { type: 'json' };
import catalogueRoutes from '../../mfe-catalogue/src/routes.json' with { type: 'json' };
import contactRoutes from '../../mfe-contact/src/routes.json' with { type: 'json' };

/** The titles and descriptions the remotes declare for their pages, as a namespace of texts. */
const routeTexts = (language: 'en' | 'ku') =>
  Object.fromEntries(
    ([...homeRoutes, ...catalogueRoutes, ...contactRoutes] as RouteDeclaration[]).map((route) => [
      route.id,
      { title: route.title[language], ...(route.description ? { description: route.description[language] } : {}) },
    ]),
  );

const NAMESPACES = [
  { name: 'common', en: commonEn, ku: commonKu },
  { name: 'home', en: homeEn, ku: homeKu },
  { name: 'about', en: aboutEn, ku: aboutKu },
  { name: 'catalogue', en: catalogueEn, ku: catalogueKu },
  { name: 'catalogue-pages', en: cataloguePagesEn, ku: cataloguePagesKu },
  { name: 'catalogue-modals', en: catalogueModalsEn, ku: catalogueModalsKu },
  { name: 'contact', en: contactEn, ku: contactKu },
  { name: 'routes', en: routeTexts('en'), ku: routeTexts('ku') },
];

describe('one Kurdish translation per English text, across the apps', () => {
  it('translates each English text the same way wherever it is', () => {
    expect(translationDrift(NAMESPACES)).toEqual([]);
  });

  it('says the built roads, homes and factories sentence in the same words in the footer and on home', () => {
    // The footer speaks of the group, home's about text as «we»: the rest is one text.
    const english = /built roads, homes and factories across the Kurdistan Region, and ma(?:de|kes) the materials, machines and equipment that go into them/;
    expect(commonEn.footer.description).toMatch(english);
    expect(homeEn.home.about.text).toMatch(english);
    const kurdish =
      /ڕێگا و خانوو و کارگە(?:ی|مان) لە سەرانسەری هەرێمی کوردستان دروست کردووە و ئەو کەرەستە و ئامێرانەش بەرهەم دەهێن(?:ێت|ین) کە تێیاندا بەکار دێن/u;
    expect(commonKu.footer.description).toMatch(kurdish);
    expect(homeKu.home.about.text).toMatch(kurdish);
  });

  it('reports a bullet the home page and the catalogue translate two ways', () => {
    const home = { name: 'home', en: { iso: 'ISO certified processes' }, ku: { iso: 'کرداری کوالیتی بە بڕوانامەی ئایزۆ' } };
    const catalogue = { name: 'catalogue-pages', en: { a: { iso: 'ISO certified processes' } }, ku: { a: { iso: 'پرۆسەی کاری خاوەن بڕوانامەی ئایزۆ' } } };
    expect(translationDrift([home, catalogue])).toEqual([
      '«ISO certified processes» is translated «کرداری کوالیتی بە بڕوانامەی ئایزۆ» (home:iso) and «پرۆسەی کاری خاوەن بڕوانامەی ئایزۆ» (catalogue-pages:a.iso)',
    ]);
  });
});
