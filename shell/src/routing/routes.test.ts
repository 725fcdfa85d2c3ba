import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, QUICK_LINKS, remoteForPath } from './routes';

describe('routes', () => {
  it.each([
    ['/', 'mfe_home'],
    ['/about', 'mfe_home'],
    ['/about/', 'mfe_home'],
    ['/services', 'mfe_catalogue'],
    ['/projects/', 'mfe_catalogue'],
    ['/products', 'mfe_catalogue'],
    ['/contact', 'mfe_contact'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/team', '/about/us', '/service', '/contact-us', '//'.slice(1) + 'x'])('%s belongs to no remote (404)', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });

  it('lists the navigation and quick links in the spec order', () => {
    expect(NAV_ITEMS.map((item) => item.key)).toEqual(['home', 'about', 'services', 'projects', 'products', 'contact']);
    expect(QUICK_LINKS).toEqual(['home', 'about', 'services', 'projects']);
  });
});
