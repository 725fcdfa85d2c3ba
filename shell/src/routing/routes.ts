import { normalizePath, SITE_ROUTES, type SiteRoute } from '@azmar/contract/routes/route-manifest';

/** The main navigation: every route of the manifest, in its order (docs/product.md §3). */
export const NAV_ITEMS: readonly SiteRoute[] = SITE_ROUTES;

function manifestRoute(path: string): SiteRoute {
  const route = SITE_ROUTES.find((candidate) => candidate.path === normalizePath(path));
  // At module load, so a quick link to a path the manifest does not have (or a staff page) fails the shell's tests and start.
  if (!route || route.path !== path) throw new Error(`the footer's quick link ${path} is not a route of the manifest`);
  return route;
}

/** The footer's quick links (docs/product.md §3): a subset of the manifest, named by path. */
export const QUICK_LINKS: readonly SiteRoute[] = ['/', '/about', '/services', '/projects'].map(manifestRoute);
