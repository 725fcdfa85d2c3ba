import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { federationNameOf, remoteNamed, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { fetchRemoteLocations, pageRemoteLocations, type RemoteLocations } from './remote-locations';

let locations: Promise<RemoteLocations> | null = null;
const remoteBases = new Map<RemoteName, string>();

/** The folder a remote is served from (its remoteEntry.js's folder), as an absolute URL. */
export function remoteBaseOf(name: RemoteName): string | undefined {
  return remoteBases.get(name);
}

/**
 * Finds where the remotes live once (the server-rendered page says so; else /remotes.json) and registers every remote
 * with the federation runtime. A failure is retried on the next call.
 */
function ensureRegistered(): Promise<RemoteLocations> {
  if (!locations) {
    const onPage = pageRemoteLocations();
    locations = (onPage ? Promise.resolve(onPage) : fetchRemoteLocations()).then((found) => {
      for (const [name, entry] of Object.entries(found) as [RemoteName, string][]) {
        remoteBases.set(name, new URL('.', new URL(entry, window.location.href)).href);
      }
      registerRemotes(Object.entries(found).map(([name, entry]) => ({ name: federationNameOf(name), entry })));
      return found;
    });
    locations.catch(() => {
      locations = null;
    });
  }
  return locations;
}

export function startRemoteRegistration(): void {
  ensureRegistered().catch(() => {
    // Reported per remote when its route is visited (the outlet shows the load error).
  });
}

/** The single-spa lifecycles every remote exposes as `./app`. */
export async function loadRemoteLifecycles(name: RemoteName): Promise<LifeCycles> {
  await ensureRegistered();
  const module = await loadRemote<LifeCycles>(`${federationNameOf(name)}/app`);
  if (!module || typeof module.mount !== 'function') throw new Error(`${name}/app has no single-spa lifecycles`);
  return { bootstrap: module.bootstrap, mount: module.mount, unmount: module.unmount };
}

/**
 * Any other module a remote exposes (a section another remote shows), for the kit's remote-module loader.
 * Only the site's remotes are registered, so an unknown name fails here rather than fetching.
 */
export async function loadExposedModule(name: string, exposed: string): Promise<unknown> {
  const found = await ensureRegistered();
  // The remote's name, or its federation container's (`mfe_catalogue`): both mean the same remote.
  const remote = remoteNamed(name);
  if (!remote || !(remote in found)) throw new Error(`${name} is not a remote of this site`);
  return loadRemote(`${federationNameOf(remote)}/${exposed.replace(/^\.\//, '')}`);
}

/**
 * The federation runtime caches a failed remote (its entry's loading promise), so
 * a retry would fail again even once the remote is back. Registering it again with `force` drops those.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const found = await ensureRegistered().catch(() => null);
  // Without locations nothing was registered; the next load reads /remotes.json again.
  if (found) registerRemotes([{ name: federationNameOf(name), entry: found[name] }], { force: true });
}
