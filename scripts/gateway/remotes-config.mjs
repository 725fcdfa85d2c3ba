// Builds /remotes.json for the shell on every request, so an operator can repoint a remote (env var or
// the REMOTES_JSON file) without restarting or rebuilding anything.
import { readFileSync } from 'node:fs';

/** Remote workspace folder, MF remote name, and the env var that overrides its location. */
export const REMOTES = [
  { workspace: 'mfe-home', name: 'mfe_home', envVar: 'MFE_HOME_URL' },
  { workspace: 'mfe-catalogue', name: 'mfe_catalogue', envVar: 'MFE_CATALOGUE_URL' },
  { workspace: 'mfe-contact', name: 'mfe_contact', envVar: 'MFE_CONTACT_URL' },
];

// Operators often give the folder a remote is deployed to; the shell needs its remoteEntry.js. A
// manifest URL (the former contract) names the same folder, so it is read the same way.
function toEntryUrl(url) {
  if (url.endsWith('/')) return `${url}remoteEntry.js`;
  return url.replace(/(^|\/)mf-manifest\.json$/, '$1remoteEntry.js');
}

/**
 * @param {Record<string, string | undefined>} env read at call time
 * @returns {Record<string, string>}
 */
export function buildRemotesJson(env) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const remote of REMOTES) result[remote.name] = `/remotes/${remote.workspace}/remoteEntry.js`;

  if (env.REMOTES_JSON) {
    const fromFile = JSON.parse(readFileSync(env.REMOTES_JSON, 'utf8'));
    if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile)) {
      throw new Error(`REMOTES_JSON file ${env.REMOTES_JSON} must hold a JSON object`);
    }
    for (const [name, url] of Object.entries(fromFile)) {
      if (typeof url !== 'string') throw new Error(`REMOTES_JSON: the location of ${name} must be a string`);
      result[name] = toEntryUrl(url);
    }
  }
  for (const remote of REMOTES) {
    const url = env[remote.envVar];
    if (url) result[remote.name] = toEntryUrl(url);
  }
  return result;
}
