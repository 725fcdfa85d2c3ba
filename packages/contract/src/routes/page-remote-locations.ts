/**
 * The id of the JSON script in a server-rendered page that says where each remote lived when the page was made
 * (remote name → its remoteEntry.js, as /remotes.json gives it): the render service writes it, the shell's code
 * reads it, so the route's remote starts loading without a request for /remotes.json first.
 */
export const PAGE_REMOTE_LOCATIONS_ID = 'azmar-remotes';

/**
 * A remote's location as an operator gives it (`MFE_*_URL`, `REMOTES_JSON`), made its remoteEntry.js: operators often
 * give the folder a remote is deployed to (ending in `/`), or its manifest URL (the former contract), which names the
 * same folder.
 */
export function toRemoteEntryUrl(url: string): string {
  if (url.endsWith('/')) return `${url}remoteEntry.js`;
  return url.replace(/(^|\/)mf-manifest\.json$/, '$1remoteEntry.js');
}
