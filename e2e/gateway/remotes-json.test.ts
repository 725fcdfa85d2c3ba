import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
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
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as Record<string, string>;
}

describe('/remotes.json', () => {
  it('points every remote of the manifest at its remoteEntry.js on this origin by default', async () => {
    const json = await remotesJson();
    expect(Object.keys(json)).toEqual(SITE_REMOTES.map((remote) => remote.name));
    for (const remote of SITE_REMOTES) expect(json[remote.name]).toBe(`/remotes/${remote.workspace}/remoteEntry.js`);
  });

  it.each(SITE_REMOTES.map((remote) => [remote.envVar, remote.name] as const))('%s moves %s alone', async (envVar, name) => {
    site.env[envVar] = `https://${name}.example.test/v9/`;
    const json = await remotesJson();
    for (const remote of SITE_REMOTES) {
      expect(json[remote.name]).toBe(remote.name === name ? `https://${name}.example.test/v9/remoteEntry.js` : remote.defaultEntry);
    }
  });

  it('follows MFE_*_URL changes on the next request, without a restart', async () => {
    site.env.MFE_CONTACT_URL = 'https://contact.example.test/v2/remoteEntry.js';
    expect((await remotesJson()).mfe_contact).toBe('https://contact.example.test/v2/remoteEntry.js');
    site.env.MFE_CONTACT_URL = 'https://contact.example.test/v3/';
    site.env.MFE_HOME_URL = 'http://localhost:9001/remoteEntry.js';
    const json = await remotesJson();
    expect(json.mfe_contact).toBe('https://contact.example.test/v3/remoteEntry.js');
    expect(json.mfe_home).toBe('http://localhost:9001/remoteEntry.js');
    expect(json.mfe_catalogue).toBe('/remotes/mfe-catalogue/remoteEntry.js');
  });

  it('reads a manifest URL (the former contract) as the remoteEntry.js beside it', async () => {
    site.env.MFE_CONTACT_URL = 'https://contact.example.test/v4/mf-manifest.json';
    site.env.MFE_HOME_URL = 'https://home.example.test/app/mf-manifest.json?v=2';
    const json = await remotesJson();
    expect(json.mfe_contact).toBe('https://contact.example.test/v4/remoteEntry.js');
    // Anything else is the operator's exact URL, left alone.
    expect(json.mfe_home).toBe('https://home.example.test/app/mf-manifest.json?v=2');
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

  it('answers 500 in the API error shape when the REMOTES_JSON file is broken', async () => {
    const file = path.join(site.rootDir, 'broken.json');
    writeFileSync(file, '{ not json');
    site.env.REMOTES_JSON = file;
    const response = await fetch(`${site.baseUrl}/remotes.json`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });
  });
});
