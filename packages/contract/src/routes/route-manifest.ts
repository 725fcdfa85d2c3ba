// The one list of the site's routes and of the remotes that serve them (docs/product.md §3). The shell
// (navigation, single-spa registration, 404), the gateway (status codes, /remotes.json, /sitemap.xml),
// the remotes' standalone dev bars and the tests all read it; nothing else may list a route.

/** The three remotes: Module Federation name, workspace folder, the env variable that moves it, its dev port. */
const REMOTE_LIST = [
  { name: 'mfe_home', workspace: 'mfe-home', envVar: 'MFE_HOME_URL', devPort: 3001 },
  { name: 'mfe_catalogue', workspace: 'mfe-catalogue', envVar: 'MFE_CATALOGUE_URL', devPort: 3002 },
  { name: 'mfe_contact', workspace: 'mfe-contact', envVar: 'MFE_CONTACT_URL', devPort: 3003 },
] as const;

export type RemoteName = (typeof REMOTE_LIST)[number]['name'];
export type RemoteWorkspace = (typeof REMOTE_LIST)[number]['workspace'];

export interface SiteRemote {
  /** The Module Federation name, also the single-spa application name and the key in /remotes.json. */
  readonly name: RemoteName;
  /** The workspace folder; the gateway serves its build under `/remotes/<workspace>/`. */
  readonly workspace: RemoteWorkspace;
  /** Where the shell loads it from unless `envVar` says otherwise. */
  readonly defaultEntry: string;
  /** Operators repoint the remote with this variable (a remoteEntry.js URL or its folder). */
  readonly envVar: string;
  /** The port of its own dev server (`npm run dev`). */
  readonly devPort: number;
  /** Where the shell's dev server finds it. */
  readonly devEntry: string;
  /** The module it exposes with its single-spa lifecycles (`loadRemote('<name>/app')`). */
  readonly exposedModule: './app';
}

export const SITE_REMOTES: readonly SiteRemote[] = REMOTE_LIST.map((remote) => ({
  ...remote,
  defaultEntry: `/remotes/${remote.workspace}/remoteEntry.js`,
  devEntry: `http://localhost:${remote.devPort}/remoteEntry.js`,
  exposedModule: './app',
}));

/** The public pages: in the menus and the sitemap. */
export type RouteId = 'home' | 'about' | 'services' | 'projects' | 'products' | 'contact';
/** The pages for signed-in staff only (`STAFF_ROUTES`). */
export type StaffRouteId = 'inbox';

export interface SiteRoute<Id extends RouteId | StaffRouteId = RouteId> {
  readonly id: Id;
  readonly path: string;
  /** The remote that renders this route (it also owns every path below it, and shows their 404). */
  readonly remote: RemoteName;
  readonly workspace: RemoteWorkspace;
  /** The module of its remote that renders it (the remote's single-spa lifecycles). */
  readonly exposedModule: SiteRemote['exposedModule'];
  /** The key in the kit's `common` i18n namespace for the nav label and the page title. */
  readonly titleKey: `nav.${Id}`;
  /** Its HTML can be rendered ahead of any request (listed in the sitemap). */
  readonly prerender: boolean;
  /**
   * Its page holds a form that posts to the page's own URL with a one-time submission id (a repeat of the same
   * post stores one message): the page is rendered for each request, never served from the render cache, and a
   * POST to its path is the form's.
   */
  readonly postsForm: boolean;
  /**
   * A page for signed-in staff (the inbox): in no menu, drawer, footer or sitemap, `noindex`, never kept by the render
   * cache, a front door or a browser (`Cache-Control: no-store`, `Vary: Cookie`). Its HTML is the same for everyone
   * (the sign-in form); what is private is fetched by the page's code, with the session cookie.
   */
  readonly staffOnly: boolean;
}

/** A route of either list: what the routing (shell, gateway, render) works with. */
export type AnyRoute = SiteRoute<RouteId> | SiteRoute<StaffRouteId>;

function route<Id extends RouteId | StaffRouteId>(
  id: Id,
  path: string,
  remote: RemoteName,
  options: { postsForm?: boolean; staffOnly?: boolean } = {},
): SiteRoute<Id> {
  const { workspace, exposedModule } = remoteByName(remote);
  const staffOnly = options.staffOnly ?? false;
  return { id, path, remote, workspace, exposedModule, titleKey: `nav.${id}`, prerender: !staffOnly, postsForm: options.postsForm ?? false, staffOnly };
}

/**
 * Where a page's code finds the state the server rendered its form with (a route with `postsForm`): the page's
 * query cache, under this key.
 */
export function pageFormKey(id: RouteId | StaffRouteId): readonly ['page-form', RouteId | StaffRouteId] {
  return ['page-form', id];
}

/** Every route, in the navigation order of docs/product.md §3. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  route('home', '/', 'mfe_home'),
  route('about', '/about', 'mfe_home'),
  route('services', '/services', 'mfe_catalogue'),
  route('projects', '/projects', 'mfe_catalogue'),
  route('products', '/products', 'mfe_catalogue'),
  route('contact', '/contact', 'mfe_contact', { postsForm: true }),
];

/**
 * The staff pages, kept apart from `SITE_ROUTES` so that nothing built for visitors (menus, sitemap, the pages'
 * metadata and their tests) can list them by mistake; the routing functions below know both lists.
 */
export const STAFF_ROUTES: readonly SiteRoute<StaffRouteId>[] = [route('inbox', '/inbox', 'mfe_contact', { staffOnly: true })];

/** Every page the site answers 200: the public ones, then the staff ones. */
export const ALL_ROUTES: readonly AnyRoute[] = [...SITE_ROUTES, ...STAFF_ROUTES];

export function isRemoteName(name: string): name is RemoteName {
  return SITE_REMOTES.some((remote) => remote.name === name);
}

export function remoteByName(name: RemoteName): SiteRemote {
  const found = SITE_REMOTES.find((remote) => remote.name === name);
  if (!found) throw new Error(`unknown remote ${name}`);
  return found;
}

/** The routes a remote renders, in navigation order, then its staff pages. */
export function routesOf(name: RemoteName): AnyRoute[] {
  return ALL_ROUTES.filter((candidate) => candidate.remote === name);
}

/** `/about/` and `/about` are the same route; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route at exactly this path (a trailing slash tolerated), or null. */
export function routeForPath(pathname: string): AnyRoute | null {
  const path = normalizePath(pathname);
  return ALL_ROUTES.find((candidate) => candidate.path === path) ?? null;
}

/** A page of the site: exactly one of the manifest's paths (a trailing slash tolerated). */
export function isSiteRoute(pathname: string): boolean {
  return routeForPath(pathname) !== null;
}

/**
 * The remote that answers this path: a route's remote owns its path and everything below it (`/products/x`
 * is the catalogue's, which shows its own 404); `/` is the home remote's for itself only. Null: the shell's 404.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = normalizePath(pathname);
  const owner = ALL_ROUTES.find((candidate) => (candidate.path === '/' ? path === '/' : path === candidate.path || path.startsWith(`${candidate.path}/`)));
  return owner?.remote ?? null;
}
