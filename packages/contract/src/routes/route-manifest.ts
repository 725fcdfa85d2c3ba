// The site's remotes, the six menu pages of docs/product.md §3, and the route table every part reads at run time.
// A remote declares the pages it owns in the routes file it deploys (route-declarations.ts); the gateway, the server
// render, the shell's routing and the sitemap learn them from there, so a remote ships a page alone.
import type { ContentKind } from '../content/content-dates.js';
import type { Language } from '../content/language.js';

/** The three remotes, by their one name (also their workspace folder and their path under `/remotes/`), and their dev port. */
const REMOTE_LIST = [
  { name: 'mfe-home', devPort: 3001 },
  { name: 'mfe-catalogue', devPort: 3002 },
  { name: 'mfe-contact', devPort: 3003 },
] as const;

export type RemoteName = (typeof REMOTE_LIST)[number]['name'];

/**
 * A remote's name where a format forbids the hyphen, derived here and nowhere else: the Module Federation container's
 * name is a JavaScript identifier (`mfe-catalogue`), an environment variable is upper case (`MFE_CATALOGUE_URL`).
 * Idempotent, so a name already in the federation's spelling maps to itself.
 */
export const federationNameOf = (name: string): string => name.replaceAll('-', '_');
const envPrefixOf = (name: RemoteName): string => federationNameOf(name).toUpperCase();

export interface SiteRemote {
  /** The remote's one name: its workspace folder, the single-spa application, the key in /remotes.json. */
  readonly name: RemoteName;
  /** The Module Federation container's name (federationNameOf). */
  readonly federationName: string;
  /** Where the browser loads it from unless `envVar` says otherwise: through the gateway. */
  readonly defaultEntry: string;
  /** Operators point browsers at another deployment of it with this variable (a remoteEntry.js URL or its folder). */
  readonly envVar: string;
  /** Where the gateway finds its files (`http://mfe-home:8080`); unset, the gateway serves its dist folder itself. */
  readonly upstreamVar: string;
  readonly devPort: number;
  readonly devEntry: string;
}

// Pure: a bundle that never reads the list (a remote's, which reads only the routes) leaves it out.
export const SITE_REMOTES: readonly SiteRemote[] = /* @__PURE__ */ REMOTE_LIST.map((remote) => ({
  ...remote,
  federationName: federationNameOf(remote.name),
  envVar: `${envPrefixOf(remote.name)}_URL`,
  upstreamVar: `${envPrefixOf(remote.name)}_UPSTREAM`,
  defaultEntry: `/remotes/${remote.name}/remoteEntry.js`,
  devEntry: `http://localhost:${remote.devPort}/remoteEntry.js`,
}));

/** The remote a name means in either spelling (`mfe-catalogue`, or the federation's `mfe_catalogue`), or null. */
export function remoteNamed(name: string): RemoteName | null {
  return SITE_REMOTES.find((remote) => remote.federationName === federationNameOf(name))?.name ?? null;
}

export function isRemoteName(name: string): name is RemoteName {
  return SITE_REMOTES.some((remote) => remote.name === name);
}

/** A text in both languages. */
export type Localized = Readonly<Record<Language, string>>;

/** One page of the site, as the route table holds it. */
export interface SiteRoute {
  /** Unique in the site; the menu's pages are `home` … `contact`. */
  readonly id: string;
  readonly path: string;
  /** The remote that renders it (it also owns every path below it, and shows their 404). */
  readonly remote: RemoteName;
  /** The page's title in the tab and in search results; null while only the menu knows the page (its label then). */
  readonly title: Localized | null;
  readonly description: Localized | null;
  /** Listed in /sitemap.xml. */
  readonly sitemap: boolean;
  /** The content its <lastmod> follows. */
  readonly content: readonly ContentKind[];
  /** It holds a form that posts to its own URL with a one-time token: each visitor's copy gets its own, and no cache beyond the gateway keeps it. */
  readonly form: boolean;
  /** A page for signed-in staff: in no menu or sitemap, `noindex`, `no-store`. */
  readonly staff: boolean;
}

/**
 * A route as a browser page knows it: what the shell's code routes and titles by. The description, the sitemap's and
 * the caches' facts are the server's alone; left out of every page, the table is 0.9 KB instead of 3.6 (`pageRoutes`).
 */
export type PageRoute = Pick<SiteRoute, 'id' | 'path' | 'remote' | 'title'>;

/** The table as a page carries it to the browser. */
export function pageRoutes(table: readonly SiteRoute[]): PageRoute[] {
  return table.map(({ id, path, remote, title }) => ({ id, path, remote, title }));
}

export type MenuRouteId = 'home' | 'about' | 'services' | 'projects' | 'products' | 'contact';

/**
 * The menu's six pages in the order of docs/product.md §3, and the remote each belongs to. The route table starts
 * from them, so a menu page still answers (its outlet offering Retry) while its remote has not yet been reached.
 */
export const MENU_ROUTES: readonly SiteRoute[] = (
  [
    ['home', '/', 'mfe-home'],
    ['about', '/about', 'mfe-home'],
    ['services', '/services', 'mfe-catalogue'],
    ['projects', '/projects', 'mfe-catalogue'],
    ['products', '/products', 'mfe-catalogue'],
    ['contact', '/contact', 'mfe-contact'],
  ] as const
).map(([id, path, remote]) => ({ id, path, remote, title: null, description: null, sitemap: true, content: [], form: id === 'contact', staff: false }));

/**
 * The route table: the menu's pages, each replaced by its remote's own declaration when there is one, then every
 * other page the remotes declare. A path declared twice belongs to the first remote that declares it.
 */
export function buildRouteTable(declared: readonly SiteRoute[]): SiteRoute[] {
  const table: SiteRoute[] = [];
  for (const route of [...declared.filter((each) => isMenuPath(each.path)), ...MENU_ROUTES, ...declared]) {
    if (!table.some((kept) => kept.path === route.path)) table.push(route);
  }
  const order = (route: SiteRoute) => {
    const index = MENU_ROUTES.findIndex((menu) => menu.path === route.path);
    return index === -1 ? MENU_ROUTES.length : index;
  };
  return table.sort((a, b) => order(a) - order(b));
}

function isMenuPath(path: string): boolean {
  return MENU_ROUTES.some((menu) => menu.path === path);
}

/** `/about/` and `/about` are the same route; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route at exactly this path (a trailing slash tolerated), or null. */
export function routeForPath<Route extends PageRoute>(table: readonly Route[], pathname: string): Route | null {
  const path = normalizePath(pathname);
  return table.find((route) => route.path === path) ?? null;
}

/**
 * The remote that answers this path: a route's remote owns its path and everything below it (`/products/x` is the
 * catalogue's, which shows its own 404); `/` is the home remote's for itself only. Null: the shell's 404.
 */
export function remoteForPath(table: readonly PageRoute[], pathname: string): RemoteName | null {
  const path = normalizePath(pathname);
  const owner = table.find((route) => (route.path === '/' ? path === '/' : path === route.path || path.startsWith(`${route.path}/`)));
  return owner?.remote ?? null;
}
