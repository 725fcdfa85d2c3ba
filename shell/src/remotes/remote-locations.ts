import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';

export type RemoteLocations = Record<RemoteName, string>;

/**
 * Where each remote's remoteEntry.js lives, read at run time from /remotes.json (written by
 * deployment), never baked into the shell's build. `no-store`: a redeployed remote must be seen at once.
 */
export async function fetchRemoteLocations(fetchImpl: typeof fetch = fetch): Promise<RemoteLocations> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: /remotes.json ${response.statusText}`);
  const data = (await response.json()) as Record<string, unknown>;
  const locations = {} as RemoteLocations;
  for (const { name } of SITE_REMOTES) {
    const url = data[name];
    if (typeof url !== 'string' || url === '') throw new Error(`/remotes.json has no location for ${name}`);
    locations[name] = url;
  }
  return locations;
}
