// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Env } from './config.js';
import { createSecurityHeaders, mapSource, PERMISSIONS_POLICY, sourceOf } from './security-headers.js';

/** The policy of a page under these settings, as directive → sources. */
function policyOf(env: Env, url = '/about?lang=en'): Record<string, string[]> {
  const policy = createSecurityHeaders(env)(url)['content-security-policy'] ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The directives that allow this source. */
const directivesAllowing = (policy: Record<string, string[]>, source: string) => Object.keys(policy).filter((name) => policy[name]?.includes(source));

/** What a remote's bundle loads from where it is deployed: its scripts, styles, fonts, images, videos and API reads. */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'img-src', 'media-src', 'connect-src'];

describe('sourceOf', () => {
  it.each([
    ['https://cdn.example/home/remoteEntry.js', 'https://cdn.example'],
    ['http://localhost:3001/mfe-home/', 'http://localhost:3001'],
    ['  https://CDN.Example  ', 'https://cdn.example'],
    ['https://user:secret@cdn.example/', 'https://cdn.example'],
    ['http://[::1]:3001/', 'http://[::1]:3001'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example'],
    ['//static.example:8443/home/', 'static.example:8443'],
  ])('reads %j as %j', (url, source) => {
    expect(sourceOf(url)).toBe(source);
  });

  it.each([
    '/remotes/mfe-home/remoteEntry.js',
    'remoteEntry.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://files.example/',
    'https://a.example,b.example/',
    'https://a.example;script-src/',
    'http://',
    '//',
    'not a url',
    '',
  ])('gives no source for %j', (url) => {
    expect(sourceOf(url)).toBeNull();
  });
});

describe('MAP_ORIGIN', () => {
  it.each([undefined, '', '   '])('%j means the default map, OpenStreetMap', (value) => {
    expect(mapSource({ MAP_ORIGIN: value })).toBe('https://www.openstreetmap.org');
  });

  it.each(['none', 'NONE', ' none ', 'maps.example', 'javascript:alert(1)', 'ftp://maps.example/'])('%j allows no map: it fails closed', (value) => {
    expect(mapSource({ MAP_ORIGIN: value })).toBeNull();
    expect(policyOf({ MAP_ORIGIN: value })).toMatchObject({ 'frame-src': ["'none'"], 'object-src': ["'none'"] });
  });

  it("puts a map URL's origin in frame-src and object-src only, in place of the default map", () => {
    const policy = policyOf({ MAP_ORIGIN: 'https://maps.example/embed?q=erbil' });
    expect(directivesAllowing(policy, 'https://maps.example')).toEqual(['frame-src', 'object-src']);
    expect(JSON.stringify(policy)).not.toContain('openstreetmap');
  });
});

describe('the Content-Security-Policy', () => {
  it("allows the site's own origin and, in frames and objects only, the default map", () => {
    expect(createSecurityHeaders({})('/')['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self'",
        "img-src 'self'",
        "media-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        'object-src https://www.openstreetmap.org',
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join(';'),
    );
  });

  it("adds a moved remote's origin to exactly the directives its bundle loads through", () => {
    const policy = policyOf({ MFE_CATALOGUE_URL: 'https://catalogue.example/v2/' });
    expect(directivesAllowing(policy, 'https://catalogue.example')).toEqual(REMOTE_DIRECTIVES);
  });

  it('lists each origin once, sorted, whichever remotes share it', () => {
    const policy = policyOf({
      MFE_HOME_URL: 'https://z.example/home/',
      MFE_CATALOGUE_URL: 'https://a.example/catalogue/remoteEntry.js',
      MFE_CONTACT_URL: 'https://z.example/contact/',
    });
    for (const directive of REMOTE_DIRECTIVES)
      expect(policy[directive]?.filter((source) => source !== "'unsafe-inline'")).toEqual(["'self'", 'https://a.example', 'https://z.example']);
  });

  it('follows the settings on every request: a remote back on the site and a new map change the next answer', () => {
    const env: Env = { MFE_HOME_URL: 'https://home.example/' };
    const headers = createSecurityHeaders(env);
    expect(headers('/')['content-security-policy']).toContain('https://home.example');
    env.MFE_HOME_URL = '';
    env.MAP_ORIGIN = 'https://maps.example';
    const policy = headers('/')['content-security-policy'];
    expect(policy).not.toContain('https://home.example');
    expect(policy).toContain('frame-src https://maps.example;');
    env.MAP_ORIGIN = 'none';
    expect(headers('/')['content-security-policy']).toContain("frame-src 'none';");
  });
});

describe('the other security headers', () => {
  it("are the site's, with a remote's files loadable from another origin", () => {
    const headers = createSecurityHeaders({});
    expect(headers('/about')).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(PERMISSIONS_POLICY).toMatch(/^accelerometer=\(\), camera=\(\), .*, xr-spatial-tracking=\(\)$/);
    expect(headers('/remotes/mfe-home/remoteEntry.js')['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
