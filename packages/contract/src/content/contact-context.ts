import { MENU_ROUTES, routeForPath, type MenuRouteId } from '../routes/route-manifest.js';

/**
 * Where a message came from: the page whose "Get Quote" or "Contact Us" button led to the form, and the service,
 * project or product it was about. The buttons carry it in the contact link's query (`/contact?from=products&about=
 * product-12`), the form shows it ("About: …") and posts it as `page` and `about`, and the API stores it for the
 * staff notification and the inbox.
 */

export const ABOUT_KINDS = ['service', 'project', 'product'] as const;
export type AboutKind = (typeof ABOUT_KINDS)[number];

export interface ContactAbout {
  kind: AboutKind;
  id: number;
}

/** The pages a visitor can come to the form from (every public page but the form's own). */
export const CONTACT_SOURCE_PAGES = ['home', 'about', 'services', 'projects', 'products'] as const satisfies readonly MenuRouteId[];
export type ContactSourcePage = (typeof CONTACT_SOURCE_PAGES)[number];

/** The query parameters of the contact link. */
export const CONTACT_CONTEXT_PARAMS = { page: 'from', about: 'about' } as const;

const ABOUT = /^(service|project|product)-([1-9]\d{0,8})$/;

/** `product-12` → `{ kind: 'product', id: 12 }`; anything else → null. */
export function parseAbout(value: unknown): ContactAbout | null {
  const match = typeof value === 'string' ? ABOUT.exec(value) : null;
  return match ? { kind: match[1] as AboutKind, id: Number(match[2]) } : null;
}

export function aboutValue(about: ContactAbout): string {
  return `${about.kind}-${about.id}`;
}

export function isContactSourcePage(value: unknown): value is ContactSourcePage {
  return (CONTACT_SOURCE_PAGES as readonly unknown[]).includes(value);
}

/** The source page a path is, for a button that can be on several pages (a dialog of the services list is on / too). */
export function sourcePageOf(path: string): ContactSourcePage | null {
  const id = routeForPath(MENU_ROUTES, path)?.id;
  return isContactSourcePage(id) ? id : null;
}

/**
 * The query of the contact page's link from a button of `page`, about one item when it has one; the link names the
 * page's language too (`pathInLanguage('/contact', language, contactParams(…))`, or the kit's `usePageHref`).
 */
export function contactParams(page: ContactSourcePage, about?: ContactAbout): Record<string, string> {
  return { [CONTACT_CONTEXT_PARAMS.page]: page, ...(about ? { [CONTACT_CONTEXT_PARAMS.about]: aboutValue(about) } : {}) };
}

/** The rules of `page` and `about` in `POST /api/contact`: absent, or one of the values above; `null` when valid. */
export function checkContactPage(value: unknown): string | null {
  return value === undefined || value === null || isContactSourcePage(value) ? null : `Page must be one of ${CONTACT_SOURCE_PAGES.join(', ')}`;
}

export function checkContactAbout(value: unknown): string | null {
  return value === undefined || value === null || parseAbout(value) ? null : 'About must name a service, project or product, like product-12';
}
