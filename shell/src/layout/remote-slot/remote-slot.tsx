import { use, useContext } from 'react';
import { remoteForPath } from '@azmar/contract/routes/route-manifest';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { RemoteErrorAlert } from '@azmar/kit/remote/remote-error-alert.tsx';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { retryRemote } from '../../remotes/remote-apps';
import { setRemoteHost } from '../../remotes/remote-host';
import { useRouteTable } from '../../routing/route-table';
import { useRemoteStatusStore } from '../../remotes/remote-status-store';
import { REMOTE_HTML_MARK, RemoteSlotOnServerContext } from './remote-html-mark';
import '@azmar/kit/theme/visually-hidden.css';

/**
 * Where the route's remote appears. The shell draws the states around it: loading, the load error with
 * Retry, or the 404 page when no remote owns the path (an unknown path under a remote's routes is that
 * remote's to answer). Remotes render into the host element below, which React never fills itself: on the server
 * it holds the route's remote as its own server module rendered it, and in the browser React leaves that HTML to
 * the remote, which hydrates it (its `__html` never changes after the first render, so React never rewrites it).
 */
export function RemoteSlot() {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  const remote = remoteForPath(useRouteTable(), path);
  const status = useRemoteStatusStore((state) => (remote ? state.statuses[remote] : 'idle'));
  const remoteSlotOnServer = useContext(RemoteSlotOnServerContext);
  const shownInBrowser = useRemoteStatusStore((state) => remote !== null && state.serverRendered === remote);
  // On the server, the layout waits for the remote's own render (RemoteSlotOnServerContext, given by render/render-page.tsx).
  const shownByServer = remoteSlotOnServer ? remote !== null && use(remoteSlotOnServer.shown) : shownInBrowser;
  return (
    // `data-remote-status`: `mounted` once the route's remote runs in the browser (until then a server-rendered page
    // shows but does not yet answer clicks); for tests and tools.
    <div id="remote-slot" className="remote-slot" data-remote-status={remote ? status : 'none'}>
      {!remote && <NotFoundPage />}
      {remote && (status === 'loading' || status === 'idle') && !shownByServer && (
        <div className="slot-loading" role="status" aria-live="polite">
          <span className="slot-loading__spinner" aria-hidden="true" />
          <span className="azmar-visually-hidden">{t('actions.loading')}</span>
        </div>
      )}
      {remote && (status === 'load-error' || status === 'broken') && <RemoteErrorAlert kind="load" onRetry={() => void retryRemote(remote)} />}
      <div
        ref={setRemoteHost}
        className="remote-host"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: remoteSlotOnServer && shownByServer ? REMOTE_HTML_MARK : '' }}
      />
    </div>
  );
}
