// Expected strings come from the apps' own text modules, so a text change never needs a test change; the
// menu's pages come from the contract, so a route is listed in one place only.
import { MENU_ROUTES, type MenuRouteId, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { commonEn } from '../../packages/kit/src/i18n/common.en.ts';
import { commonKu } from '../../packages/kit/src/i18n/common.ku.ts';
import { companyProfile } from '../../packages/kit/src/profile/company-profile.ts';
import { catalogueEn } from '../../mfe-catalogue/src/i18n/catalogue.en.ts';
import { catalogueKu } from '../../mfe-catalogue/src/i18n/catalogue.ku.ts';
import { contactEn } from '../../mfe-contact/src/i18n/contact.en.ts';
import { contactKu } from '../../mfe-contact/src/i18n/contact.ku.ts';
import { homeEn } from '../../mfe-home/src/i18n/home.en.ts';
import { homeKu } from '../../mfe-home/src/i18n/home.ku.ts';
import homeRoutes from '../../mfe-home/src/routes.json' with { type: 'json' };
import catalogueRoutes from '../../mfe-catalogue/src/routes.json' with { type: 'json' };
import contactRoutes from '../../mfe-contact/src/routes.json' with { type: 'json' };

export type Lang = 'en' | 'ku';
export const LANGS: Lang[] = ['en', 'ku'];
export const common = { en: commonEn, ku: commonKu };
export { companyProfile };

export const HTML_LANG = { en: 'en', ku: 'ckb' } as const;
export const HTML_DIR = { en: 'ltr', ku: 'rtl' } as const;

type NavKey = MenuRouteId;

export interface RouteCase {
  path: string;
  navKey: NavKey;
  /** The remote's name, which the shell's container for it carries in `data-remote`. */
  remote: RemoteName;
  hero: Record<Lang, { title: string; subtitle: string }>;
  /** The page's description for search results, as its remote declares it (its `src/routes.json`). */
  description: Record<Lang, string>;
  /** The page holds a form, so each visitor gets a copy of their own (`form` in its `src/routes.json`). */
  form: boolean;
}

/** The hero each route's page opens with. */
const HEROES: Record<MenuRouteId, RouteCase['hero']> = {
  home: { en: homeEn.home.hero, ku: homeKu.home.hero },
  about: { en: homeEn.about.hero, ku: homeKu.about.hero },
  services: { en: catalogueEn.services.hero, ku: catalogueKu.services.hero },
  projects: { en: catalogueEn.projects.hero, ku: catalogueKu.projects.hero },
  products: { en: catalogueEn.products.hero, ku: catalogueKu.products.hero },
  contact: { en: contactEn.contact.hero, ku: contactKu.contact.hero },
};

/** The menu's pages (docs/product.md §3), in menu order. */
export const ROUTES: RouteCase[] = MENU_ROUTES.map((route) => {
  const id = route.id as MenuRouteId;
  const declared = [...homeRoutes, ...catalogueRoutes, ...contactRoutes].find((each) => each.id === id);
  const description = declared && 'description' in declared ? declared.description : undefined;
  if (!description) throw new Error(`no remote declares the menu page ${route.path} with a description`);
  return {
    path: route.path,
    navKey: id,
    remote: route.remote,
    hero: HEROES[id],
    description,
    form: declared && 'form' in declared ? declared.form === true : false,
  };
});

export function routeFor(path: string): RouteCase {
  const found = ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}
