import { PAGE_REMOTE_LOCATIONS_ID } from '@azmar/contract/routes/page-remote-locations';
import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';

export type RemoteLocations = Record<RemoteName, string>;

function toRemoteLocations(data: Record<string, unknown>, source: string): RemoteLocations {
  const locations = {} as RemoteLocations;
  for (const { name } of SITE_REMOTES) {
    const url = data[name];
    if (typeof url !== 'string' || url === '') throw new Error(`${source} has no location for ${name}`);
    locations[name] = url;
  }
  return locations;
}

/**
 * Where each remote lived when the server rendered this page, as the page says: the code starts loading the route's
 * remote at once (the page already asked for its files) instead of first asking /remotes.json. Null for a page the
 * server did not render, or one that does not say.
 */
export function pageRemoteLocations(doc: Document = document): RemoteLocations | null {
  const text = doc.getElementById(PAGE_REMOTE_LOCATIONS_ID)?.textContent;
  if (!text) return null;
  try {
    return toRemoteLocations(JSON.parse(text) as Record<string, unknown>, `#${PAGE_REMOTE_LOCATIONS_ID}`);
  } catch {
    return null;
  }
}

/**
 * Where each remote's remoteEntry.js lives, read at run time from /remotes.json (written by
 * deployment), never baked into the shell's build. `no-store`: a redeployed remote must be seen at once.
 */
export async function fetchRemoteLocations(fetchImpl: typeof fetch = fetch): Promise<RemoteLocations> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: /remotes.json ${response.statusText}`);
  return toRemoteLocations((await response.json()) as Record<string, unknown>, '/remotes.json');
}
