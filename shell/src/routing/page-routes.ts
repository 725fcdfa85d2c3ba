import { PAGE_ROUTES_ID } from '@azmar/contract/routes/page-remote-locations';
import { MENU_ROUTES, type PageRoute } from '@azmar/contract/routes/route-manifest';

/** The route table as JSON from the site's own gateway (on the page, or /routes.json), or null when it is not one. */
function asRouteTable(value: unknown): PageRoute[] | null {
  return Array.isArray(value) && value.every((route) => typeof route?.id === 'string' && typeof route?.path === 'string' && typeof route?.remote === 'string')
    ? (value as PageRoute[])
    : null;
}

/** The table the server rendered this page with, or null for a page the server did not render. */
export function renderedRouteTable(doc: Document = document): PageRoute[] | null {
  const text = doc.getElementById(PAGE_ROUTES_ID)?.textContent;
  if (!text) return null;
  try {
    return asRouteTable(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The gateway's table for a page it did not render (its static fallback, or the dev server's page); the menu's pages
 * when it cannot be had, so the site still routes its six pages.
 */
export async function fetchRouteTable(fetchImpl: typeof fetch = fetch): Promise<readonly PageRoute[]> {
  try {
    const response = await fetchImpl('/routes.json', { cache: 'no-store', credentials: 'same-origin' });
    return (response.ok ? asRouteTable(await response.json()) : null) ?? MENU_ROUTES;
  } catch {
    return MENU_ROUTES;
  }
}
