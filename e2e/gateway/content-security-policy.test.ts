import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, DEFAULT_MAP_ORIGIN, mapSource, remoteSources, sourceOf } from '../../scripts/gateway/security-headers.mjs';
import { parsePolicy } from '../support/csp-policy.ts';

function policyFor(env: Record<string, string | undefined>): Map<string, string[]> {
  const header = computeSecurityHeaders({ remoteSources: remoteSources(env), mapSource: mapSource(env) })['content-security-policy'];
  expect(header).toBeTruthy();
  return parsePolicy(header!);
}

const SELF_ONLY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};
/** The policy with no remote moved: the site's own origin, and the live map's in the two directives it needs. */
const DEFAULT_POLICY = { ...SELF_ONLY, 'frame-src': [DEFAULT_MAP_ORIGIN], 'object-src': [DEFAULT_MAP_ORIGIN] };
/** Where the map's origin goes: the contact page embeds it in an <object>, checked against both. */
const MAP_DIRECTIVES = ['frame-src', 'object-src'];

/** Every source of the policy that names an origin (anything but a quoted keyword). */
function originsIn(policy: Map<string, string[]>): Array<[string, string]> {
  return [...policy].flatMap(([name, sources]) => sources.filter((source) => !source.startsWith("'")).map((source): [string, string] => [name, source]));
}

/** The directives a remote's bundle loads through, from the origin it is deployed on. */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'img-src', 'media-src', 'connect-src'];

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-csp-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('the Content-Security-Policy builder', () => {
  it("allows the site's own origin and, as the one other origin, the live map's in frames and objects by default", () => {
    expect(DEFAULT_MAP_ORIGIN).toBe('https://www.openstreetmap.org');
    for (const env of [{}, { MAP_ORIGIN: '' }, { MAP_ORIGIN: '  ' }]) {
      const policy = policyFor(env);
      expect(Object.fromEntries(policy), JSON.stringify(env)).toEqual(DEFAULT_POLICY);
      expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
      expect(originsIn(policy)).toEqual(MAP_DIRECTIVES.map((name) => [name, 'https://www.openstreetmap.org']));
    }
  });

  it.each(['none', 'NONE', ' none '])("MAP_ORIGIN=%j switches the map off: frame-src and object-src 'none', no other origin at all", (value) => {
    const policy = policyFor({ MAP_ORIGIN: value });
    expect(Object.fromEntries(policy)).toEqual(SELF_ONLY);
    expect(originsIn(policy)).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'www.openstreetmap.org', 'ftp://maps.example.test/', 'https://a;b.example/'])(
    'fails closed on a MAP_ORIGIN that is no http(s) URL (%s): no map',
    (value) => {
      expect(Object.fromEntries(policyFor({ MAP_ORIGIN: value }))).toEqual(SELF_ONLY);
    },
  );

  it("adds a moved remote's origin to the directives its bundle loads through, and nowhere else", () => {
    const policy = policyFor({ MFE_CONTACT_URL: 'http://127.0.0.1:5123/remotes/mfe-contact/remoteEntry.js' });
    for (const [name, sources] of Object.entries(DEFAULT_POLICY)) {
      const expected = REMOTE_DIRECTIVES.includes(name) ? ["'self'", 'http://127.0.0.1:5123', ...sources.slice(1)] : sources;
      expect(policy.get(name), name).toEqual(expected);
    }
    expect([...policy.keys()]).toEqual(Object.keys(SELF_ONLY));
  });

  it('lists each origin once, sorted, from the env variables and the REMOTES_JSON file together', () => {
    const file = path.join(tempDir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_home: 'https://home.example.test/v2/', mfe_catalogue: '/remotes/mfe-catalogue/remoteEntry.js' }));
    const policy = policyFor({
      REMOTES_JSON: file,
      MFE_CONTACT_URL: 'https://cdn.example.test:8443/contact/remoteEntry.js',
      MFE_CATALOGUE_URL: 'https://home.example.test/catalogue/remoteEntry.js',
    });
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.test:8443', 'https://home.example.test']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.test:8443', 'https://home.example.test']);
  });

  it('follows the configuration: the origin is gone once the remote is back on the site', () => {
    const env: Record<string, string | undefined> = { MFE_HOME_URL: 'https://home.example.test/' };
    expect(policyFor(env).get('script-src')).toContain('https://home.example.test');
    delete env.MFE_HOME_URL;
    expect(policyFor(env).get('script-src')).toEqual(["'self'"]);
  });

  it('allows no remote origin when the REMOTES_JSON file is unreadable', () => {
    expect(Object.fromEntries(policyFor({ REMOTES_JSON: path.join(tempDir, 'missing.json') }))).toEqual(DEFAULT_POLICY);
  });

  it("puts MAP_ORIGIN's origin in frame-src and object-src only, in place of the default map", () => {
    const policy = policyFor({ MAP_ORIGIN: 'https://maps.example.test:8443/export/embed.html' });
    for (const [name, sources] of Object.entries(SELF_ONLY)) {
      expect(policy.get(name), name).toEqual(MAP_DIRECTIVES.includes(name) ? ['https://maps.example.test:8443'] : sources);
    }
    expect(originsIn(policy).map(([, source]) => source)).toEqual(['https://maps.example.test:8443', 'https://maps.example.test:8443']);
  });
});

describe('sourceOf', () => {
  it.each([
    ['https://cdn.example.test:8443/a/remoteEntry.js', 'https://cdn.example.test:8443'],
    ['http://127.0.0.1:3003/', 'http://127.0.0.1:3003'],
    ['//cdn.example.test/a/', 'cdn.example.test'],
    ['http://bücher.example/', 'http://xn--bcher-kva.example'],
  ])('reads %s as %s', (url, source) => {
    expect(sourceOf(url)).toBe(source);
  });

  it.each([
    '/remotes/mfe-home/remoteEntry.js',
    'remotes/x.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'http://a,b.example/',
    'http://a;b.example/',
    'not a url:',
  ])('gives no source for %s', (url) => {
    expect(sourceOf(url)).toBeNull();
  });
});
