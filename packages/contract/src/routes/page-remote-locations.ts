/**
 * The ids of the JSON scripts in a server-rendered page that say where each remote lived when the page was made
 * (remote name → its remoteEntry.js, as /remotes.json gives it) and which pages the site had (the route table, as
 * /routes.json gives it): the server render writes them, the shell's code reads them, so the route's remote starts
 * loading without asking the gateway first.
 */
export const PAGE_REMOTE_LOCATIONS_ID = 'azmar-remotes';
export const PAGE_ROUTES_ID = 'azmar-routes';

/**
 * A remote's location as an operator gives it (`MFE_*_URL`), made its remoteEntry.js: operators often give the folder
 * a remote is deployed to (ending in `/`), or its manifest URL (the former contract), which names the same folder.
 */
export function toRemoteEntryUrl(url: string): string {
  if (url.endsWith('/')) return `${url}remoteEntry.js`;
  return url.replace(/(^|\/)mf-manifest\.json$/, '$1remoteEntry.js');
}
