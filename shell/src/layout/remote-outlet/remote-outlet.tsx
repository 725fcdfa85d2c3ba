import { use, useContext } from 'react';
import { remoteForPath } from '@azmar/contract/routes/route-manifest';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { RemoteErrorAlert } from '@azmar/kit/remote/remote-error-alert.tsx';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { retryRemote } from '../../remotes/remote-apps';
import { setRemotesElement } from '../../remotes/remote-containers';
import { useRouteTable } from '../../routing/route-table';
import { useRemoteStatusStore } from '../../remotes/remote-status-store';
import { REMOTE_HTML_MARK, RemoteOutletOnServerContext } from './remote-html-mark';
import '@azmar/kit/theme/visually-hidden.css';

/**
 * Where the route's remote appears (the layout's outlet for it, as React Router calls the place a route's content
 * renders). The shell draws the states around it: loading, the load error with Retry, or the 404 page when no remote
 * owns the path (an unknown path under a remote's routes is that remote's to answer). Remotes render into their
 * containers in the `__remotes` element below, which React never fills itself: on the server
 * it holds the route's remote as its own server module rendered it, and in the browser React leaves that HTML to
 * the remote, which hydrates it (its `__html` never changes after the first render, so React never rewrites it).
 */
export function RemoteOutlet() {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  const remote = remoteForPath(useRouteTable(), path);
  const status = useRemoteStatusStore((state) => (remote ? state.statuses[remote] : 'idle'));
  const outletOnServer = useContext(RemoteOutletOnServerContext);
  const shownInBrowser = useRemoteStatusStore((state) => remote !== null && state.serverRendered === remote);
  // On the server, the layout waits for the remote's own render (RemoteOutletOnServerContext, given by render/render-page.tsx).
  const shownByServer = outletOnServer ? remote !== null && use(outletOnServer.shown) : shownInBrowser;
  return (
    // `data-remote-status`: `mounted` once the route's remote runs in the browser (single-spa's word; on a
    // server-rendered page, once it has hydrated: until then the page shows but does not yet answer clicks).
    <div id="remote-outlet" className="remote-outlet" data-remote-status={remote ? status : 'none'}>
      {!remote && <NotFoundPage />}
      {remote && (status === 'loading' || status === 'idle') && !shownByServer && (
        <div className="remote-outlet__loading" role="status" aria-live="polite">
          <span className="remote-outlet__spinner" aria-hidden="true" />
          <span className="azmar-visually-hidden">{t('actions.loading')}</span>
        </div>
      )}
      {remote && (status === 'load-error' || status === 'broken') && <RemoteErrorAlert kind="load" onRetry={() => void retryRemote(remote)} />}
      <div
        ref={setRemotesElement}
        className="remote-outlet__remotes"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: outletOnServer && shownByServer ? REMOTE_HTML_MARK : '' }}
      />
    </div>
  );
}
