import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  isRemoteName,
  isSiteRoute,
  normalizePath,
  remoteByName,
  remoteForPath,
  routeForPath,
  routesOf,
  SITE_REMOTES,
  SITE_ROUTES,
  STAFF_ROUTES,
} from './route-manifest.js';

describe('the route manifest', () => {
  it('lists the six routes of docs/product.md §3 in their navigation order, each with its title key and prerenderable', () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual(['/', '/about', '/services', '/projects', '/products', '/contact']);
    expect(SITE_ROUTES.map((route) => route.titleKey)).toEqual(['nav.home', 'nav.about', 'nav.services', 'nav.projects', 'nav.products', 'nav.contact']);
    expect(SITE_ROUTES.every((route) => route.prerender && route.exposedModule === './app')).toBe(true);
  });

  it('gives each route its remote and that remote workspace', () => {
    expect(SITE_ROUTES.map((route) => [route.path, route.remote, route.workspace])).toEqual([
      ['/', 'mfe_home', 'mfe-home'],
      ['/about', 'mfe_home', 'mfe-home'],
      ['/services', 'mfe_catalogue', 'mfe-catalogue'],
      ['/projects', 'mfe_catalogue', 'mfe-catalogue'],
      ['/products', 'mfe_catalogue', 'mfe-catalogue'],
      ['/contact', 'mfe_contact', 'mfe-contact'],
    ]);
  });

  it('lists the three remotes with their default location, env variable and dev server', () => {
    expect(SITE_REMOTES).toEqual([
      {
        name: 'mfe_home',
        workspace: 'mfe-home',
        envVar: 'MFE_HOME_URL',
        devPort: 3001,
        defaultEntry: '/remotes/mfe-home/remoteEntry.js',
        devEntry: 'http://localhost:3001/remoteEntry.js',
        exposedModule: './app',
      },
      {
        name: 'mfe_catalogue',
        workspace: 'mfe-catalogue',
        envVar: 'MFE_CATALOGUE_URL',
        devPort: 3002,
        defaultEntry: '/remotes/mfe-catalogue/remoteEntry.js',
        devEntry: 'http://localhost:3002/remoteEntry.js',
        exposedModule: './app',
      },
      {
        name: 'mfe_contact',
        workspace: 'mfe-contact',
        envVar: 'MFE_CONTACT_URL',
        devPort: 3003,
        defaultEntry: '/remotes/mfe-contact/remoteEntry.js',
        devEntry: 'http://localhost:3003/remoteEntry.js',
        exposedModule: './app',
      },
    ]);
  });

  it('has unique paths and ids, and every route remote is a listed remote that owns at least one route', () => {
    expect(new Set(SITE_ROUTES.map((route) => route.path)).size).toBe(SITE_ROUTES.length);
    expect(new Set(SITE_ROUTES.map((route) => route.id)).size).toBe(SITE_ROUTES.length);
    for (const remote of SITE_REMOTES) expect(routesOf(remote.name).length).toBeGreaterThan(0);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/products/x/', '/products/x'],
  ])('%j is %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/', 'mfe_home'],
    ['/about', 'mfe_home'],
    ['/about/', 'mfe_home'],
    ['/about/team', 'mfe_home'],
    ['/services', 'mfe_catalogue'],
    ['/projects/', 'mfe_catalogue'],
    ['/products', 'mfe_catalogue'],
    ['/products/x', 'mfe_catalogue'],
    ['/products/nope/deeper/', 'mfe_catalogue'],
    ['/contact', 'mfe_contact'],
    ['/contact/thanks', 'mfe_contact'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/team', '/x', '/service', '/productsx', '/contact-us', '/Products', '/remotes/mfe-home'])('%s belongs to no remote (the shell 404)', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('isSiteRoute and routeForPath', () => {
  it.each(['/', '/about', '/about/', '/services', '/projects', '/products', '/products/', '/contact'])('%s is a page of the site', (path) => {
    expect(isSiteRoute(path)).toBe(true);
    expect(routeForPath(path)?.path).toBe(normalizePath(path));
  });

  it.each(['/team', '/products/nope', '/about/team', '/Products', '/index.html', '/contact-us'])('%s is not', (path) => {
    expect(isSiteRoute(path)).toBe(false);
    expect(routeForPath(path)).toBeNull();
  });

  it('finds the route with its remote and title key', () => {
    expect(routeForPath('/projects/')).toMatchObject({ id: 'projects', remote: 'mfe_catalogue', titleKey: 'nav.projects' });
  });
});

describe('remote look-ups', () => {
  it('knows the remote names and nothing else', () => {
    expect(SITE_REMOTES.every((remote) => isRemoteName(remote.name))).toBe(true);
    expect(isRemoteName('mfe_nope')).toBe(false);
    expect(isRemoteName('mfe-home')).toBe(false);
  });

  it('finds a remote by name and its routes in navigation order', () => {
    expect(remoteByName('mfe_catalogue').workspace).toBe('mfe-catalogue');
    expect(routesOf('mfe_catalogue').map((route) => route.path)).toEqual(['/services', '/projects', '/products']);
    expect(routesOf('mfe_home').map((route) => route.path)).toEqual(['/', '/about']);
    expect(routesOf('mfe_contact').map((route) => route.path)).toEqual(['/contact', '/inbox']);
  });

  it('refuses an unknown remote name', () => {
    expect(() => remoteByName('mfe_nope' as never)).toThrow('unknown remote mfe_nope');
  });
});

describe('the staff pages', () => {
  it('lists /inbox as a staff page of mfe-contact, never prerendered, outside the public list', () => {
    expect(STAFF_ROUTES.map((route) => [route.path, route.remote, route.titleKey, route.staffOnly, route.prerender])).toEqual([
      ['/inbox', 'mfe_contact', 'nav.inbox', true, false],
    ]);
    expect(SITE_ROUTES.some((route) => route.staffOnly || route.path === '/inbox')).toBe(false);
    expect(new Set(ALL_ROUTES.map((route) => route.path)).size).toBe(ALL_ROUTES.length);
  });

  it('routes /inbox like any page: 200, its remote, staff-only; a path below it is no route', () => {
    expect(isSiteRoute('/inbox/')).toBe(true);
    expect(routeForPath('/inbox')).toMatchObject({ id: 'inbox', staffOnly: true });
    expect(remoteForPath('/inbox')).toBe('mfe_contact');
    expect(routeForPath('/inbox/x')).toBeNull();
    expect(routeForPath('/inboxes')).toBeNull();
  });
});
