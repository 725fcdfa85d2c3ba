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
import { forgetRemote, loadRemoteLifecycles } from './federation-remotes';
import { containerFor } from './remote-host';
import { perRemote, useRemoteStatusStore } from './remote-status-store';

const setStatus = (name: RemoteName, status: Parameters<ReturnType<typeof useRemoteStatusStore.getState>['setStatus']>[1]) =>
  useRemoteStatusStore.getState().setStatus(name, status);

const loadAttempts = perRemote(0);

/** A remote is active on its routes and every path below them (where it shows its own 404). */
function registerRemoteApp(name: RemoteName): void {
  registerApplication({
    name,
    app: async () => {
      loadAttempts[name] += 1;
      setStatus(name, 'loading');
      return loadRemoteLifecycles(name);
    },
    activeWhen: (location) => remoteForPath(location.pathname) === name,
    customProps: () => ({ domElement: containerFor(name) }),
  });
}

/** After every routing pass, the slot state follows what single-spa reports for each remote. */
function syncStatuses(): void {
  for (const { name } of SITE_REMOTES) {
    const status = getAppStatus(name);
    if (status === MOUNTED) setStatus(name, 'mounted');
    else if (status === LOAD_ERROR) setStatus(name, 'load-error');
    else if (status === SKIP_BECAUSE_BROKEN) setStatus(name, 'broken');
  }
}

/**
 * Registers every remote of the manifest by route. single-spa rethrows app errors asynchronously (uncaught) unless
 * an error handler exists; ours turns them into the slot's alert and a console warning instead.
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

/** The slot's Retry: forget the failed remote in the federation runtime and let single-spa load it again. */
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
