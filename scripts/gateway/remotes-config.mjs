// Builds /remotes.json for the shell on every request, so an operator can repoint a remote (env var or
// the REMOTES_JSON file) without restarting or rebuilding anything.
import { readFileSync } from 'node:fs';
import { toRemoteEntryUrl } from '@azmar/contract/routes/page-remote-locations';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

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
      result[name] = toRemoteEntryUrl(url);
    }
  }
  for (const remote of SITE_REMOTES) {
    const url = env[remote.envVar];
    if (url) result[remote.name] = toRemoteEntryUrl(url);
  }
  return result;
}
