// Expected strings come from the apps' own text modules, so a text change never needs a test change.
import { commonEn } from '../../packages/kit/src/i18n/common.en.ts';
import { commonKu } from '../../packages/kit/src/i18n/common.ku.ts';
import { companyProfile } from '../../packages/kit/src/profile/company-profile.ts';
import { catalogueEn } from '../../mfe-catalogue/src/i18n/catalogue.en.ts';
import { catalogueKu } from '../../mfe-catalogue/src/i18n/catalogue.ku.ts';
import { contactEn } from '../../mfe-contact/src/i18n/contact.en.ts';
import { contactKu } from '../../mfe-contact/src/i18n/contact.ku.ts';
import { homeEn } from '../../mfe-home/src/i18n/home.en.ts';
import { homeKu } from '../../mfe-home/src/i18n/home.ku.ts';

export type Lang = 'en' | 'ku';
export const LANGS: Lang[] = ['en', 'ku'];
export const common = { en: commonEn, ku: commonKu };
export { companyProfile };

export const HTML_LANG = { en: 'en', ku: 'ckb' } as const;
export const HTML_DIR = { en: 'ltr', ku: 'rtl' } as const;

export type NavKey = 'home' | 'about' | 'services' | 'projects' | 'products' | 'contact';

export interface RouteCase {
  path: string;
  navKey: NavKey;
  mfe: 'mfe-home' | 'mfe-catalogue' | 'mfe-contact';
  hero: Record<Lang, { title: string; subtitle: string }>;
}

/** Spec section 2, in menu order. */
export const ROUTES: RouteCase[] = [
  { path: '/', navKey: 'home', mfe: 'mfe-home', hero: { en: homeEn.home.hero, ku: homeKu.home.hero } },
  { path: '/about', navKey: 'about', mfe: 'mfe-home', hero: { en: homeEn.about.hero, ku: homeKu.about.hero } },
  { path: '/services', navKey: 'services', mfe: 'mfe-catalogue', hero: { en: catalogueEn.services.hero, ku: catalogueKu.services.hero } },
  { path: '/projects', navKey: 'projects', mfe: 'mfe-catalogue', hero: { en: catalogueEn.projects.hero, ku: catalogueKu.projects.hero } },
  { path: '/products', navKey: 'products', mfe: 'mfe-catalogue', hero: { en: catalogueEn.products.hero, ku: catalogueKu.products.hero } },
  { path: '/contact', navKey: 'contact', mfe: 'mfe-contact', hero: { en: contactEn.contact.hero, ku: contactKu.contact.hero } },
];

export function routeFor(path: string): RouteCase {
  const found = ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}
