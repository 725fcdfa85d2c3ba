// Builds /remotes.json for the shell on every request, so an operator can repoint a remote (env var or
// the REMOTES_JSON file) without restarting or rebuilding anything.
import { readFileSync } from 'node:fs';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

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
  for (const remote of SITE_REMOTES) result[remote.name] = remote.defaultEntry;

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
  for (const remote of SITE_REMOTES) {
    const url = env[remote.envVar];
    if (url) result[remote.name] = toEntryUrl(url);
  }
  return result;
}
