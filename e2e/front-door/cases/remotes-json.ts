// /remotes.json: every remote of the manifest on this origin by default, each moved alone by its MFE_*_URL.
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { buildRemotesJson } from '../../../scripts/gateway/remotes-config.mjs';
import type { FrontDoorCase } from '../front-door-case.ts';

const remotesJson = (env: Record<string, string>, name: string, json: Record<string, string>): FrontDoorCase => ({
  name,
  setup: { env },
  request: { path: '/remotes.json' },
  expect: { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }, body: { json } },
});

const MANIFEST_URLS = {
  MFE_CONTACT_URL: 'https://contact.example.test/v4/mf-manifest.json',
  MFE_HOME_URL: 'https://home.example.test/app/mf-manifest.json?v=2',
};

export const REMOTES_JSON_CASES: FrontDoorCase[] = [
  remotesJson(
    {},
    'points every remote of the manifest at its remoteEntry.js on this origin by default',
    Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, `/remotes/${remote.workspace}/remoteEntry.js`])),
  ),
  ...SITE_REMOTES.map(({ envVar, name }) =>
    remotesJson(
      { [envVar]: `https://${name}.example.test/v9/` },
      `${envVar} moves ${name} alone`,
      Object.fromEntries(
        SITE_REMOTES.map((remote) => [remote.name, remote.name === name ? `https://${name}.example.test/v9/remoteEntry.js` : remote.defaultEntry]),
      ),
    ),
  ),
  remotesJson({ MFE_CONTACT_URL: 'https://contact.example.test/v2/remoteEntry.js' }, 'takes a remoteEntry.js URL as it is', {
    ...buildRemotesJson({}),
    mfe_contact: 'https://contact.example.test/v2/remoteEntry.js',
  }),
  remotesJson({ MFE_CONTACT_URL: 'https://contact.example.test/v3/', MFE_HOME_URL: 'http://localhost:9001/remoteEntry.js' }, 'moves two remotes at once', {
    mfe_contact: 'https://contact.example.test/v3/remoteEntry.js',
    mfe_home: 'http://localhost:9001/remoteEntry.js',
    mfe_catalogue: '/remotes/mfe-catalogue/remoteEntry.js',
  }),
  // Anything but a manifest URL ending the path is the operator's exact URL, left alone.
  remotesJson(MANIFEST_URLS, 'reads a manifest URL (the former contract) as the remoteEntry.js beside it', {
    ...buildRemotesJson({}),
    mfe_contact: 'https://contact.example.test/v4/remoteEntry.js',
    mfe_home: 'https://home.example.test/app/mf-manifest.json?v=2',
  }),
];
