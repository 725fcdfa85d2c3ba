import { MENU_ROUTES, type MenuRouteId, type SiteRoute } from '@azmar/contract/routes/route-manifest';

/** A menu link: its page, and the key of its label in the kit's `common` texts (the shell's menu labels). */
export interface MenuItem {
  id: MenuRouteId;
  path: string;
  labelKey: `nav.${MenuRouteId}`;
}

const menuItem = (route: SiteRoute): MenuItem => ({ id: route.id as MenuRouteId, path: route.path, labelKey: `nav.${route.id as MenuRouteId}` });

/** The main navigation: the six menu pages in the order of docs/product.md §3. */
export const NAV_ITEMS: readonly MenuItem[] = MENU_ROUTES.map(menuItem);

/** The footer's quick links (docs/product.md §3): the first four menu pages. */
export const QUICK_LINKS: readonly MenuItem[] = NAV_ITEMS.filter((item) => ['/', '/about', '/services', '/projects'].includes(item.path));
