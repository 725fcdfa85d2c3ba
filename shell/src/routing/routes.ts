import { normalizePath } from '@azmar/kit/routing/location-path';

export type NavKey = 'home' | 'about' | 'services' | 'projects' | 'products' | 'contact';

/** The main navigation, in the spec's order. */
export const NAV_ITEMS: readonly { key: NavKey; path: string }[] = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'services', path: '/services' },
  { key: 'projects', path: '/projects' },
  { key: 'products', path: '/products' },
  { key: 'contact', path: '/contact' },
];

/** The footer's quick links (spec section 2). */
export const QUICK_LINKS: readonly NavKey[] = ['home', 'about', 'services', 'projects'];

export function pathOf(key: NavKey): string {
  return NAV_ITEMS.find((item) => item.key === key)?.path ?? '/';
}

export type RemoteName = 'mfe_home' | 'mfe_catalogue' | 'mfe_contact';

/** Which remote owns which exact paths (trailing slash tolerated). */
export const REMOTE_ROUTES: readonly { name: RemoteName; paths: readonly string[] }[] = [
  { name: 'mfe_home', paths: ['/', '/about'] },
  { name: 'mfe_catalogue', paths: ['/services', '/projects', '/products'] },
  { name: 'mfe_contact', paths: ['/contact'] },
];

export function remoteForPath(pathname: string): RemoteName | null {
  const path = normalizePath(pathname);
  return REMOTE_ROUTES.find((route) => route.paths.includes(path))?.name ?? null;
}
