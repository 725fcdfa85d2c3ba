import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  MOUNTED,
  registerApplication,
  SKIP_BECAUSE_BROKEN,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import { isRemoteName, remoteForPath, SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { loadRemoteModule } from '@azmar/kit/federation/remote-modules';
import { forgetRemote, loadRemoteLifecycles } from './federation-remotes';
import { pageRouteTable } from '../routing/route-table';
import { clearUnmountedContainer, containerFor } from './remote-containers';
import { perRemote, useRemoteStatusStore } from './remote-status-store';

const setStatus = (name: RemoteName, status: Parameters<ReturnType<typeof useRemoteStatusStore.getState>['setStatus']>[1]) =>
  useRemoteStatusStore.getState().setStatus(name, status);

const loadAttempts = perRemote(0);

let serverModules: readonly string[] = [];

/**
 * Other remotes' modules the server's HTML shows (`mfe-catalogue/home-sections` on `/`): loaded before a remote
 * mounts, so that it hydrates with them in place, as the server rendered it. A module that fails to load leaves
 * its section's own fallback (the remote still mounts).
 */
export function preloadServerModules(modules: readonly string[]): void {
  serverModules = modules;
}

/** @returns whether every module the server's HTML used is here */
async function loadServerModules(): Promise<boolean> {
  const loads = await Promise.allSettled(
    serverModules.map((key) => {
      const slash = key.indexOf('/');
      return loadRemoteModule(key.slice(0, slash), `./${key.slice(slash + 1)}`);
    }),
  );
  serverModules = [];
  return loads.every((load) => load.status === 'fulfilled');
}

/** A remote is active on its routes and every path below them (where it shows its own 404). */
function registerRemoteApp(name: RemoteName): void {
  registerApplication({
    name,
    app: async () => {
      loadAttempts[name] += 1;
      setStatus(name, 'loading');
      const [lifecycles, complete] = await Promise.all([loadRemoteLifecycles(name), loadServerModules()]);
      // Without a module the server's HTML shows (another remote's section, unreachable from here), the remote
      // cannot hydrate that HTML as it is: it renders afresh, its section showing its own load error.
      if (!complete) containerFor(name).replaceChildren();
      return lifecycles;
    },
    activeWhen: (location) => remoteForPath(pageRouteTable(), location.pathname) === name,
    customProps: () => ({ domElement: containerFor(name) }),
  });
}

/** After every routing pass, the outlet's state follows what single-spa reports for each remote. */
function syncStatuses(): void {
  for (const { name } of SITE_REMOTES) {
    const status = getAppStatus(name);
    // Only a mounted remote's container holds anything (server HTML left by one that never ran goes).
    if (status !== MOUNTED) clearUnmountedContainer(name);
    if (status === MOUNTED) setStatus(name, 'mounted');
    else if (status === LOAD_ERROR) setStatus(name, 'load-error');
    else if (status === SKIP_BECAUSE_BROKEN) setStatus(name, 'broken');
  }
}

/**
 * Registers every remote by the routes of the page's route table. single-spa rethrows app errors asynchronously (uncaught) unless
 * an error handler exists; ours turns them into the outlet's alert and a console warning instead.
 */
export function registerRemoteApps(): void {
  for (const { name } of SITE_REMOTES) registerRemoteApp(name);
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.warn(`[shell] ${name} failed:`, error.message);
    if (isRemoteName(name)) setStatus(name, getAppStatus(name) === LOAD_ERROR ? 'load-error' : 'broken');
  });
  window.addEventListener('single-spa:routing-event', syncStatuses);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outlet's Retry: forget the failed remote in the federation runtime and let single-spa load it again. */
export async function retryRemote(name: RemoteName): Promise<void> {
  const broken = getAppStatus(name) === SKIP_BECAUSE_BROKEN;
  setStatus(name, 'loading');
  await forgetRemote(name);
  if (broken) {
    // single-spa never retries a broken app; registering it afresh does.
    await unregisterApplication(name);
    registerRemoteApp(name);
  }
  const attempts = loadAttempts[name];
  await triggerAppChange();
  // single-spa only retries a load error 200 ms after it happened; a quick click needs a second pass.
  if (loadAttempts[name] === attempts && getAppStatus(name) === LOAD_ERROR) {
    await delay(250);
    await triggerAppChange();
  }
  syncStatuses();
}
