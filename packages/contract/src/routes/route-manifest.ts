// The site's remotes, the six menu pages of docs/product.md §3, and the route table every part reads at run time.
// A remote declares the pages it owns in the routes file it deploys (route-declarations.ts); the gateway, the server
// render, the shell's routing and the sitemap learn them from there, so a remote ships a page alone.
import type { ContentKind } from '../content/content-dates.js';
import type { Language } from '../content/language.js';

/** The three remotes: Module Federation name, workspace folder, the variables that move them, their dev port. */
const REMOTE_LIST = [
  { name: 'mfe_home', workspace: 'mfe-home', envVar: 'MFE_HOME_URL', upstreamVar: 'MFE_HOME_UPSTREAM', devPort: 3001 },
  { name: 'mfe_catalogue', workspace: 'mfe-catalogue', envVar: 'MFE_CATALOGUE_URL', upstreamVar: 'MFE_CATALOGUE_UPSTREAM', devPort: 3002 },
  { name: 'mfe_contact', workspace: 'mfe-contact', envVar: 'MFE_CONTACT_URL', upstreamVar: 'MFE_CONTACT_UPSTREAM', devPort: 3003 },
] as const;

export type RemoteName = (typeof REMOTE_LIST)[number]['name'];
export type RemoteWorkspace = (typeof REMOTE_LIST)[number]['workspace'];

export interface SiteRemote {
  /** The Module Federation name, also the single-spa application name and the key in /remotes.json. */
  readonly name: RemoteName;
  /** The workspace folder; the gateway serves its build under `/remotes/<workspace>/`. */
  readonly workspace: RemoteWorkspace;
  /** Where the browser loads it from unless `envVar` says otherwise: through the gateway. */
  readonly defaultEntry: string;
  /** Operators point browsers at another deployment of it with this variable (a remoteEntry.js URL or its folder). */
  readonly envVar: string;
  /** Where the gateway finds its files (`http://mfe-home:8080`); unset, the gateway serves its dist folder itself. */
  readonly upstreamVar: string;
  readonly devPort: number;
  readonly devEntry: string;
}

export const SITE_REMOTES: readonly SiteRemote[] = REMOTE_LIST.map((remote) => ({
  ...remote,
  defaultEntry: `/remotes/${remote.workspace}/remoteEntry.js`,
  devEntry: `http://localhost:${remote.devPort}/remoteEntry.js`,
}));

export function isRemoteName(name: string): name is RemoteName {
  return SITE_REMOTES.some((remote) => remote.name === name);
}

export function remoteByName(name: RemoteName): SiteRemote {
  const found = SITE_REMOTES.find((remote) => remote.name === name);
  if (!found) throw new Error(`unknown remote ${name}`);
  return found;
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
  /** It holds a form that posts to its own URL with a one-time token: rendered for each request, never kept. */
  readonly form: boolean;
  /** A page for signed-in staff: in no menu or sitemap, `noindex`, `no-store`. */
  readonly staff: boolean;
}

export type MenuRouteId = 'home' | 'about' | 'services' | 'projects' | 'products' | 'contact';

/**
 * The menu's six pages in the order of docs/product.md §3, and the remote each belongs to. The route table starts
 * from them, so a menu page still answers (its slot offering Retry) while its remote has not yet been reached.
 */
export const MENU_ROUTES: readonly SiteRoute[] = (
  [
    ['home', '/', 'mfe_home'],
    ['about', '/about', 'mfe_home'],
    ['services', '/services', 'mfe_catalogue'],
    ['projects', '/projects', 'mfe_catalogue'],
    ['products', '/products', 'mfe_catalogue'],
    ['contact', '/contact', 'mfe_contact'],
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
export function routeForPath(table: readonly SiteRoute[], pathname: string): SiteRoute | null {
  const path = normalizePath(pathname);
  return table.find((route) => route.path === path) ?? null;
}

/**
 * The remote that answers this path: a route's remote owns its path and everything below it (`/products/x` is the
 * catalogue's, which shows its own 404); `/` is the home remote's for itself only. Null: the shell's 404.
 */
export function remoteForPath(table: readonly SiteRoute[], pathname: string): RemoteName | null {
  const path = normalizePath(pathname);
  const owner = table.find((route) => (route.path === '/' ? path === '/' : path === route.path || path.startsWith(`${route.path}/`)));
  return owner?.remote ?? null;
}
