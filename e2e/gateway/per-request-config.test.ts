// What the gateway alone does: it reads its configuration on every request (MFE_*_URL, MAP_ORIGIN, the
// REMOTES_JSON file, whether an API runs), where nginx reads it at each start. The answers both front doors give
// for one configuration are in the front-door table (e2e/front-door/).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, mapSource } from '../../scripts/gateway/security-headers.mjs';
import { parsePolicy } from '../support/csp-policy.ts';
import { startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());
beforeEach(() => {
  for (const key of Object.keys(site.env)) delete site.env[key];
});

async function remotesJson(): Promise<Record<string, string>> {
  const response = await fetch(`${site.baseUrl}/remotes.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

const policyOf = async (urlPath: string) => parsePolicy(String((await fetch(site.baseUrl + urlPath)).headers.get('content-security-policy')));

describe('/remotes.json', () => {
  it('follows MFE_*_URL changes on the next request, without a restart', async () => {
    site.env.MFE_CONTACT_URL = 'https://contact.example.test/v2/remoteEntry.js';
    expect((await remotesJson()).mfe_contact).toBe('https://contact.example.test/v2/remoteEntry.js');
    site.env.MFE_CONTACT_URL = 'https://contact.example.test/v3/';
    expect((await remotesJson()).mfe_contact).toBe('https://contact.example.test/v3/remoteEntry.js');
  });

  it('reads the REMOTES_JSON file on every request; MFE_*_URL wins over it', async () => {
    const file = path.join(site.rootDir, 'remotes.override.json');
    writeFileSync(file, JSON.stringify({ mfe_catalogue: 'https://cat.example.test/remoteEntry.js' }));
    site.env.REMOTES_JSON = file;
    expect((await remotesJson()).mfe_catalogue).toBe('https://cat.example.test/remoteEntry.js');

    writeFileSync(file, JSON.stringify({ mfe_catalogue: 'https://cat2.example.test/remoteEntry.js', mfe_home: 'https://home.example.test/remoteEntry.js' }));
    site.env.MFE_HOME_URL = 'https://env.example.test/remoteEntry.js';
    const json = await remotesJson();
    expect(json.mfe_catalogue).toBe('https://cat2.example.test/remoteEntry.js');
    expect(json.mfe_home).toBe('https://env.example.test/remoteEntry.js');
  });

  it('answers 500 in the API error shape, with the security headers, when the REMOTES_JSON file is broken', async () => {
    const file = path.join(site.rootDir, 'broken.json');
    writeFileSync(file, '{ not json');
    site.env.REMOTES_JSON = file;
    const response = await fetch(`${site.baseUrl}/remotes.json`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(parsePolicy(String(response.headers.get('content-security-policy'))).get('script-src')).toEqual(["'self'"]);
  });
});

describe('the Content-Security-Policy', () => {
  it("adds a remote's new origin as soon as it is moved, and drops it when it comes back", async () => {
    expect((await policyOf('/contact')).get('script-src')).toEqual(["'self'"]);
    site.env.MFE_CONTACT_URL = 'http://127.0.0.1:5999/remotes/mfe-contact/remoteEntry.js';
    const moved = await policyOf('/contact');
    for (const directive of ['script-src', 'style-src', 'connect-src']) expect(moved.get(directive), directive).toContain('http://127.0.0.1:5999');
    delete site.env.MFE_CONTACT_URL;
    expect((await policyOf('/contact')).get('script-src')).toEqual(["'self'"]);
  });

  it('reads the REMOTES_JSON file per request too', async () => {
    const file = path.join(site.rootDir, 'remotes.csp.json');
    writeFileSync(file, JSON.stringify({ mfe_home: 'https://home.example.test/v1/' }));
    site.env.REMOTES_JSON = file;
    expect((await policyOf('/')).get('script-src')).toEqual(["'self'", 'https://home.example.test']);
    writeFileSync(file, JSON.stringify({ mfe_home: 'https://home2.example.test/v2/' }));
    expect((await policyOf('/')).get('script-src')).toEqual(["'self'", 'https://home2.example.test']);
  });

  it('follows MAP_ORIGIN per request', async () => {
    site.env.MAP_ORIGIN = 'https://maps.example.test';
    expect((await policyOf('/contact')).get('frame-src')).toEqual(['https://maps.example.test']);
    site.env.MAP_ORIGIN = 'none';
    expect((await policyOf('/contact')).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('/api with no API running', () => {
  it('answers 503 in the API error shape, with the security headers', async () => {
    const response = await fetch(`${site.baseUrl}/api/services`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The API is not running.' });
    const expected = computeSecurityHeaders({ mapSource: mapSource({}) });
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  });
});
