import type { RegisterApplicationConfig } from 'single-spa';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { registerRemoteApps } from './remote-apps';

const registered = vi.hoisted(() => [] as RegisterApplicationConfig[]);
vi.mock('single-spa', async (importOriginal) => ({
  ...(await importOriginal<typeof import('single-spa')>()),
  registerApplication: (config: RegisterApplicationConfig) => void registered.push(config),
  addErrorHandler: () => {},
}));
vi.mock('./federation-remotes', () => ({ forgetRemote: vi.fn(), loadRemoteLifecycles: vi.fn() }));

/** The remotes single-spa would mount at this path. */
function activeAt(pathname: string): string[] {
  const location = new URL(pathname, 'http://site.test') as unknown as Location;
  return registered.filter((app) => (app.activeWhen as (location: Location) => boolean)(location)).map((app) => app.name);
}

beforeAll(() => registerRemoteApps());

describe('registerRemoteApps', () => {
  it('registers every remote of the manifest once', () => {
    expect(registered.map((app) => app.name)).toEqual(SITE_REMOTES.map((remote) => remote.name));
  });

  it.each([
    ['/', ['mfe-home']],
    ['/about/', ['mfe-home']],
    ['/about/team', ['mfe-home']],
    ['/services', ['mfe-catalogue']],
    ['/products/nope', ['mfe-catalogue']],
    ['/products?category=electronics', ['mfe-catalogue']],
    ['/contact', ['mfe-contact']],
    ['/team', []],
    ['/productsx', []],
  ])('at %s mounts %j', (pathname, remotes) => {
    expect(activeAt(pathname)).toEqual(remotes);
  });
});
