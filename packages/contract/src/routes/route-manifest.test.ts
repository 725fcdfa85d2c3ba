import { describe, expect, it } from 'vitest';
import {
  buildRouteTable,
  federationNameOf,
  MENU_ROUTES,
  normalizePath,
  remoteForPath,
  remoteNamed,
  routeForPath,
  SITE_REMOTES,
  type SiteRoute,
} from './route-manifest.js';

const declared = (path: string, remote: SiteRoute['remote'], extra: Partial<SiteRoute> = {}): SiteRoute => ({
  id: path.slice(1) || 'home',
  path,
  remote,
  title: { en: `T ${path}`, ku: `ت ${path}` },
  description: { en: 'D', ku: 'و' },
  sitemap: true,
  content: [],
  form: false,
  staff: false,
  ...extra,
});

describe('the remotes and the menu', () => {
  it('lists the three remotes, each on the gateway by default and moved by its own variables', () => {
    expect(SITE_REMOTES.map((remote) => [remote.name, remote.federationName, remote.defaultEntry, remote.envVar, remote.upstreamVar])).toEqual([
      ['mfe-home', 'mfe_home', '/remotes/mfe-home/remoteEntry.js', 'MFE_HOME_URL', 'MFE_HOME_UPSTREAM'],
      ['mfe-catalogue', 'mfe_catalogue', '/remotes/mfe-catalogue/remoteEntry.js', 'MFE_CATALOGUE_URL', 'MFE_CATALOGUE_UPSTREAM'],
      ['mfe-contact', 'mfe_contact', '/remotes/mfe-contact/remoteEntry.js', 'MFE_CONTACT_URL', 'MFE_CONTACT_UPSTREAM'],
    ]);
  });

  it("knows a remote by its name or by its federation container's name, and nothing else", () => {
    expect(federationNameOf('mfe-catalogue')).toBe('mfe_catalogue');
    expect(federationNameOf('mfe_catalogue')).toBe('mfe_catalogue');
    expect(remoteNamed('mfe-catalogue')).toBe('mfe-catalogue');
    expect(remoteNamed('mfe_catalogue')).toBe('mfe-catalogue');
    expect(remoteNamed('mfe-unknown')).toBeNull();
    expect(remoteNamed('mfe catalogue')).toBeNull();
  });

  it('has the six menu pages of docs/product.md §3 in order, each with its remote; only contact posts a form', () => {
    expect(MENU_ROUTES.map((route) => [route.path, route.remote, route.form])).toEqual([
      ['/', 'mfe-home', false],
      ['/about', 'mfe-home', false],
      ['/services', 'mfe-catalogue', false],
      ['/projects', 'mfe-catalogue', false],
      ['/products', 'mfe-catalogue', false],
      ['/contact', 'mfe-contact', true],
    ]);
  });
});

describe('the route table', () => {
  it("is the menu while no remote has declared anything, and takes a remote's declaration of a menu page in its place", () => {
    expect(buildRouteTable([])).toEqual(MENU_ROUTES);
    const about = declared('/about', 'mfe-home');
    const table = buildRouteTable([about]);
    expect(table.map((route) => route.path)).toEqual(MENU_ROUTES.map((route) => route.path));
    expect(table[1]).toBe(about);
  });

  it('adds the pages remotes declare after the menu, the first declaration of a path winning', () => {
    const news = declared('/news', 'mfe-home');
    const table = buildRouteTable([declared('/inbox', 'mfe-contact', { staff: true }), news, declared('/news', 'mfe-catalogue')]);
    expect(table.map((route) => route.path)).toEqual([...MENU_ROUTES.map((route) => route.path), '/inbox', '/news']);
    expect(routeForPath(table, '/news')).toBe(news);
  });

  it('finds a route at its path, a trailing slash tolerated, and nothing below it', () => {
    const table = buildRouteTable([]);
    expect(routeForPath(table, '/projects/')?.id).toBe('projects');
    expect(routeForPath(table, '/projects/x')).toBeNull();
    expect(routeForPath(table, '/Projects')).toBeNull();
    expect(normalizePath('///')).toBe('/');
  });

  it("gives every path below a route to that route's remote, the root only to itself", () => {
    const table = buildRouteTable([declared('/news', 'mfe-home')]);
    expect(remoteForPath(table, '/products/nope')).toBe('mfe-catalogue');
    expect(remoteForPath(table, '/news/2026')).toBe('mfe-home');
    expect(remoteForPath(table, '/')).toBe('mfe-home');
    expect(remoteForPath(table, '/nothing')).toBeNull();
    expect(remoteForPath(table, '/productsx')).toBeNull();
  });
});
