// The gateway's /remotes.json cases (e2e/gateway/remotes-json.test.ts) against the nginx front door, where the
// file is written from MFE_*_URL by the entrypoint at each start (a restart, no rebuild, moves a remote).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { buildRemotesJson } from '../../scripts/gateway/remotes-config.mjs';
import { makeFakeDists, type FakeDists } from './fake-dists.ts';
import { startNginx } from './nginx-process.ts';

let dists: FakeDists;
beforeAll(() => {
  dists = makeFakeDists();
});
afterAll(() => dists?.remove());

async function remotesJsonWith(env: Record<string, string>): Promise<Record<string, string>> {
  const nginx = await startNginx({ ...dists.env, ...env });
  try {
    const response = await fetch(`${nginx.baseUrl}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return (await response.json()) as Record<string, string>;
  } finally {
    await nginx.stop();
  }
}

describe('/remotes.json', () => {
  it('points every remote of the manifest at its remoteEntry.js on this origin by default', async () => {
    const json = await remotesJsonWith({});
    expect(Object.keys(json)).toEqual(SITE_REMOTES.map((remote) => remote.name));
    for (const remote of SITE_REMOTES) expect(json[remote.name]).toBe(`/remotes/${remote.workspace}/remoteEntry.js`);
  });

  it.each(SITE_REMOTES.map((remote) => [remote.envVar, remote.name] as const))('%s moves %s alone', async (envVar, name) => {
    const json = await remotesJsonWith({ [envVar]: `https://${name}.example.test/v9/` });
    for (const remote of SITE_REMOTES) {
      expect(json[remote.name]).toBe(remote.name === name ? `https://${name}.example.test/v9/remoteEntry.js` : remote.defaultEntry);
    }
  });

  it('follows MFE_*_URL changes at the next start, without a rebuild', async () => {
    expect((await remotesJsonWith({ MFE_CONTACT_URL: 'https://contact.example.test/v2/remoteEntry.js' })).mfe_contact).toBe(
      'https://contact.example.test/v2/remoteEntry.js',
    );
    const json = await remotesJsonWith({ MFE_CONTACT_URL: 'https://contact.example.test/v3/', MFE_HOME_URL: 'http://localhost:9001/remoteEntry.js' });
    expect(json.mfe_contact).toBe('https://contact.example.test/v3/remoteEntry.js');
    expect(json.mfe_home).toBe('http://localhost:9001/remoteEntry.js');
    expect(json.mfe_catalogue).toBe('/remotes/mfe-catalogue/remoteEntry.js');
  });

  it('reads a manifest URL (the former contract) as the remoteEntry.js beside it, exactly as the gateway does', async () => {
    const env = { MFE_CONTACT_URL: 'https://contact.example.test/v4/mf-manifest.json', MFE_HOME_URL: 'https://home.example.test/app/mf-manifest.json?v=2' };
    const json = await remotesJsonWith(env);
    expect(json.mfe_contact).toBe('https://contact.example.test/v4/remoteEntry.js');
    expect(json.mfe_home).toBe('https://home.example.test/app/mf-manifest.json?v=2');
    expect(json).toEqual(buildRemotesJson(env));
  });
});
