import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { federationNameOf, remoteNamed, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { forgetRemoteModules } from '@azmar/kit/federation/remote-modules';

/** What a remote's `./server` module gives the render workers (see each remote's src/server.tsx). */
export interface RemoteServerModule {
  ServerApp: ComponentType;
}

const registered = new Map<string, string>();
/**
 * Each registered remote's server module, as loaded: the federation runtime's own lookup (its hooks, the remote's
 * info, its share scope) took 3% of a render of `/contact`, one render after another in one thread.
 */
const serverApps = new Map<string, Promise<RemoteServerModule>>();

/**
 * Points the federation runtime at each remote's server container (`.../server/remoteEntry.js`). An entry URL
 * that changed (the render worker adds the file's version to it) is a redeployed remote: it is registered
 * afresh, so its new code is fetched and rendered, and nothing of its old code stays in use.
 * @returns the remotes whose entry changed
 */
export function pointAtRemotes(entries: Record<string, string>): string[] {
  const changed: string[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    if (registered.get(name) === entry) continue;
    registerRemotes([{ name: federationNameOf(name), entry }], { force: registered.has(name) });
    forgetRemoteModules(name);
    serverApps.delete(name);
    registered.set(name, entry);
    changed.push(name);
  }
  return changed;
}

/** The runtime keeps a failed container's promise: forget it, so that the next render tries the remote again. */
export function forgetFailedRemote(name: string): void {
  const entry = registered.get(name);
  if (!entry) return;
  registerRemotes([{ name: federationNameOf(name), entry }], { force: true });
  forgetRemoteModules(name);
  serverApps.delete(name);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A remote's server tree, or an error when the remote is down, slow or broken. */
export async function loadServerApp(name: RemoteName, timeoutMs: number): Promise<RemoteServerModule> {
  if (!registered.has(name)) throw new Error(`${name} has no server entry`);
  let loading = serverApps.get(name);
  if (!loading) {
    loading = loadRemote<RemoteServerModule>(`${federationNameOf(name)}/server`).then((module) => {
      if (!module || typeof module.ServerApp !== 'function') throw new Error(`${name}/server has no ServerApp`);
      return module;
    });
    serverApps.set(name, loading);
    // A failed load is not kept: the next render tries again (a slow one is kept, each render waiting its own time).
    const failed = loading;
    failed.catch(() => serverApps.get(name) === failed && serverApps.delete(name));
  }
  return withTimeout(loading, timeoutMs, `loading ${name}/server`);
}

/** The kit's remote-module loader on the server (sections one remote shows inside another's page). */
export function loadServerModule(timeoutMs: number) {
  return (asked: string, exposed: string): Promise<unknown> => {
    // The remote's name, or its federation container's (`mfe_catalogue`): both mean the same remote.
    const remote = remoteNamed(asked);
    if (!remote || !registered.has(remote)) return Promise.reject(new Error(`${asked} is not a remote of this site`));
    return withTimeout(loadRemote(`${federationNameOf(remote)}/${exposed.replace(/^\.\//, '')}`), timeoutMs, `loading ${remote}/${exposed}`);
  };
}
