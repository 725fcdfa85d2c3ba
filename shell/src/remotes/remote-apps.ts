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
import { normalizePath } from '@azmar/kit/routing/location-path';
import { REMOTE_ROUTES, type RemoteName } from '../routing/routes';
import { forgetRemote, loadRemoteLifecycles } from './federation-remotes';
import { containerFor } from './remote-host';
import { useRemoteStatusStore } from './remote-status-store';

const setStatus = (name: RemoteName, status: Parameters<ReturnType<typeof useRemoteStatusStore.getState>['setStatus']>[1]) =>
  useRemoteStatusStore.getState().setStatus(name, status);

const loadAttempts: Record<RemoteName, number> = { mfe_home: 0, mfe_catalogue: 0, mfe_contact: 0 };

function registerRemoteApp(name: RemoteName, paths: readonly string[]): void {
  registerApplication({
    name,
    app: async () => {
      loadAttempts[name] += 1;
      setStatus(name, 'loading');
      return loadRemoteLifecycles(name);
    },
    activeWhen: (location) => paths.includes(normalizePath(location.pathname)),
    customProps: () => ({ domElement: containerFor(name) }),
  });
}

function isRemoteName(name: string): name is RemoteName {
  return REMOTE_ROUTES.some((route) => route.name === name);
}

/** After every routing pass, the slot state follows what single-spa reports for each remote. */
function syncStatuses(): void {
  for (const { name } of REMOTE_ROUTES) {
    const status = getAppStatus(name);
    if (status === MOUNTED) setStatus(name, 'mounted');
    else if (status === LOAD_ERROR) setStatus(name, 'load-error');
    else if (status === SKIP_BECAUSE_BROKEN) setStatus(name, 'broken');
  }
}

/**
 * Registers the three remotes by route. single-spa rethrows app errors asynchronously (uncaught) unless
 * an error handler exists; ours turns them into the slot's alert and a console warning instead.
 */
export function registerRemoteApps(): void {
  for (const { name, paths } of REMOTE_ROUTES) registerRemoteApp(name, paths);
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
    const route = REMOTE_ROUTES.find((candidate) => candidate.name === name);
    if (route) registerRemoteApp(name, route.paths);
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
