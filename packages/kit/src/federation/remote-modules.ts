import { countInstance } from '@azmar/kit/federation/instance-count';

/** Loads a module another remote exposes (`'./home-sections'` of `'mfe_catalogue'`). */
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/**
 * The shell owns the federation runtime and knows where every remote lives (/remotes.json); it hands the
 * page this loader at start. A remote that shows another remote's section asks the kit, never the other
 * remote's files, and works the same whichever host it runs in. This module is a page singleton, so the
 * loader the shell provides is the one every remote sees.
 */
export function provideRemoteModuleLoader(load: RemoteModuleLoader | null): void {
  loader = load;
}

export function loadRemoteModule(remote: string, exposed: string): Promise<unknown> {
  if (!loader) return Promise.reject(new Error(`no host provides remote modules here: cannot load ${remote}/${exposed.replace(/^\.\//, '')}`));
  return loader(remote, exposed);
}

countInstance('remote-modules');
