import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { remoteBaseOf } from './federation-remotes';
import { useRemoteStatusStore } from './remote-status-store';

/**
 * A remote entry script that throws while it is being loaded is reported by the browser as an uncaught
 * error, although the federation runtime sees it too and the outlet shows the load error. While that
 * remote is loading, its script errors are marked handled (and logged as a warning): the failure is
 * contained, so it must not look like a crash of the page.
 */
export function containRemoteScriptErrors(): void {
  window.addEventListener(
    'error',
    (event) => {
      if (!event.filename) return;
      const { statuses } = useRemoteStatusStore.getState();
      const culprit = SITE_REMOTES.find(({ name }) => {
        const base = remoteBaseOf(name);
        return base !== undefined && event.filename.startsWith(base) && statuses[name] === 'loading';
      });
      if (!culprit) return;
      event.preventDefault();
      console.warn(`[shell] ${culprit.name} threw while loading:`, event.message);
    },
    true,
  );
}
