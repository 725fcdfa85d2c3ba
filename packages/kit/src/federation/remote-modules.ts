import { use } from 'react';
import { countInstance } from '@azmar/kit/federation/instance-count';
import { useRequestContext } from '@azmar/kit/render/request-context';
import { loadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';

/** Loads a module another remote exposes (`'./home-sections'` of `'mfe-catalogue'`). */
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;
const loaded = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();

const keyOf = (remote: string, exposed: string) => `${remote}/${exposed.replace(/^\.\//, '')}`;

/**
 * The shell owns the federation runtime and knows where every remote lives (/remotes.json); it hands the
 * page this loader at start. A remote that shows another remote's section asks the kit, never the other
 * remote's files, and works the same whichever host it runs in. This module is a page singleton, so the
 * loader the shell provides is the one every remote sees (on the server, the render worker's).
 */
export function provideRemoteModuleLoader(load: RemoteModuleLoader | null): void {
  loader = load;
}

/** A module another remote shows may export the texts its sections need from their first render (kit i18n/app-texts). */
function textsOf(module: unknown): TextsLoader | null {
  const texts = (module as { texts?: unknown } | null)?.texts;
  return typeof texts === 'function' ? (texts as TextsLoader) : null;
}

/**
 * Loads the module once per page, with its texts (`texts`, if it exports them) in the page's language; a failed load is
 * tried again on the next call.
 */
export function loadRemoteModule(remote: string, exposed: string): Promise<unknown> {
  const key = keyOf(remote, exposed);
  if (loaded.has(key)) return Promise.resolve(loaded.get(key));
  const pending = inFlight.get(key);
  if (pending) return pending;
  if (!loader) return Promise.reject(new Error(`no host provides remote modules here: cannot load ${key}`));
  const withTexts = loader(remote, exposed).then(async (module) => {
    const texts = textsOf(module);
    if (texts) await loadTexts(texts);
    return module;
  });
  const loading = withTexts.then(
    (module) => {
      loaded.set(key, module);
      inFlight.delete(key);
      return module;
    },
    (error: unknown) => {
      inFlight.delete(key);
      throw error;
    },
  );
  inFlight.set(key, loading);
  return loading;
}

/**
 * A module already loaded, without waiting: a section rendered on the server, or hydrating in the browser once
 * the shell has preloaded what the server used, renders at once instead of its fallback.
 */
export function peekRemoteModule(remote: string, exposed: string): unknown {
  return loaded.get(keyOf(remote, exposed));
}

/**
 * On the server: the module, waited for (the render suspends until its load ends, once per render), and noted in
 * the request context as part of the page, so the browser loads it before it hydrates; undefined if it failed (the
 * page shows the section loading, as the browser will until it loads it itself). In the browser: undefined.
 */
export function useServerRemoteModule(remote: string, exposed: string): unknown {
  const requestContext = useRequestContext();
  if (!requestContext) return undefined;
  const key = keyOf(remote, exposed);
  if (!loaded.has(key)) use(requestContext.once(`module:${key}`, () => loadRemoteModule(remote, exposed)));
  if (!loaded.has(key)) return undefined;
  requestContext.remoteModules.add(key);
  return loaded.get(key);
}

/** Forgets the loaded modules of one remote (redeployed: the server must load its new code). */
export function forgetRemoteModules(remote: string): void {
  for (const key of loaded.keys()) if (key.startsWith(`${remote}/`)) loaded.delete(key);
}

countInstance('remote-modules');
