import { StrictMode, type ReactElement } from 'react';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import { pageFormKey } from '@azmar/contract/routes/page-form';
import { languageFromSearch, pageLanguage } from '@azmar/contract/routes/page-language';
import { normalizePath, remoteForPath, routeForPath, type RemoteName, type SiteRoute } from '@azmar/contract/routes/route-manifest';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { dehydrate } from '@azmar/kit/api/react-query-facade';
import type { Language } from '@azmar/kit/language/language';
import { createRequestContext } from '@azmar/kit/render/create-request-context';
import { RequestContextProvider, type RequestContext } from '@azmar/kit/render/request-context';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { Layout } from '../layout/layout';
import { REMOTE_HTML_MARK, RemoteOutletOnServerContext } from '../layout/remote-outlet/remote-html-mark';
import { RouteTableContext } from '../routing/route-table';
import type { ServerState } from '../server-state';
import type { FormMarks, PageRequest } from '../../server/render-types';
import type { PageParts } from './page-document';
import { writePageHeadTags } from './page-head-tags';
import { loadPreviewLists, previewToken } from './preview-lists';
import { renderHtml } from './render-html';
import { forgetFailedRemote, loadServerApp } from './server-remotes';

// As in the browser (bootstrap.tsx): the reference makes this build provide the staff area's antd facade, so a
// remote's antd components render with the same copy of antd as the page's ConfigProvider, on the server too.
void (() => import('@azmar/kit/antd/antd-staff'));

/** A rendered page before its document is written: its parts, and what the render worker needs to know of it. */
export interface RenderedPage {
  status: 200 | 404;
  language: Language;
  /** The remote whose HTML is in the page, or null (no remote for the path, or it could not be rendered). */
  remote: RemoteName | null;
  /** Why the route's remote is not in the HTML, when it is not. */
  remoteError?: string;
  /** Its route has a form: only such a page can hold the gateway's form marks. */
  form: boolean;
  parts: Omit<PageParts, 'origin' | 'routes'>;
}

/** The remote's HTML in its container, as the browser's outlet holds it (shell remotes/remote-containers.ts). */
const inContainer = (name: RemoteName, html: Buffer) => Buffer.concat([Buffer.from(`<div data-remote="${name}">`), html, Buffer.from('</div>')]);

/** The layout's HTML with the remote's in its outlet, in place of the outlet's mark. */
function withRemoteInOutlet(layout: Buffer, remote: Buffer): Buffer {
  const mark = layout.indexOf(REMOTE_HTML_MARK);
  return mark < 0 ? layout : Buffer.concat([layout.subarray(0, mark), remote, layout.subarray(mark + Buffer.byteLength(REMOTE_HTML_MARK))]);
}

type RemoteRender = { html: Buffer; head: string } | { error: string };

/** The route's remote, rendered by its own server module (fetched from its deployment) as its own React root. */
async function renderRemote(remote: RemoteName, requestContext: RequestContext, timeoutMs: number): Promise<RemoteRender> {
  try {
    const { ServerApp } = await loadServerApp(remote, timeoutMs);
    const { html, head } = await renderHtml(
      <RequestContextProvider value={requestContext}>
        <ServerApp />
      </RequestContextProvider>,
      4 * timeoutMs,
    );
    return { html: inContainer(remote, html), head };
  } catch (error) {
    forgetFailedRemote(remote);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One page, in one pass and with nothing of it outside this call (so a process renders many at once): the route's
 * remote and the shell's layout render at the same time, each in the page's language and with the API's lists in
 * it, from the request context; the layout's outlet waits for the remote, whose HTML then takes the outlet's mark.
 * A remote that cannot be rendered leaves its outlet empty (the browser then loads it, or shows its Retry): the
 * page's HTML never fails for a remote.
 */
export async function renderPage(request: PageRequest, routes: readonly SiteRoute[], timeoutMs: number, formMarks?: FormMarks): Promise<RenderedPage> {
  const path = normalizePath(request.path);
  const language = pageLanguage({ search: request.search, cookie: request.cookie, acceptLanguage: request.acceptLanguage });
  const requestContext = createRequestContext({ language, location: { path, search: request.search }, timeoutMs });
  // A page whose form posts to it gets a one-time submission id (or the answer to its post) and form token, read by
  // its code from the page's data like any other: the gateway's marks for them, as the gateway gives each visitor
  // their own (server/form-marks.ts); without marks, a new id, and the token read from the API.
  const route = routeForPath(routes, path);
  if (route?.form) {
    requestContext.queryClient.setQueryData(pageFormKey(route.id), request.form ?? { submissionId: formMarks?.submissionId ?? crypto.randomUUID() });
    if (formMarks)
      requestContext.queryClient.setQueryData(contentKeys.formToken(), {
        formToken: formMarks.formToken,
        expiresAt: formMarks.expiresAt,
      } satisfies ContactFormToken);
  }
  const remote = remoteForPath(routes, path);
  await loadPreviewLists(request.search, requestContext.queryClient, timeoutMs);
  const remoteRender = remote ? renderRemote(remote, requestContext, timeoutMs) : Promise.resolve<RemoteRender>({ error: 'no remote' });
  const layoutTree: ReactElement = (
    <RequestContextProvider value={requestContext}>
      <RouteTableContext value={routes}>
        <RemoteOutletOnServerContext value={{ shown: remoteRender.then((rendered) => 'html' in rendered) }}>
          <StrictMode>
            <KitProvider>
              <Layout />
            </KitProvider>
          </StrictMode>
        </RemoteOutletOnServerContext>
      </RouteTableContext>
    </RequestContextProvider>
  );
  const [layout, remotePart] = await Promise.all([renderHtml(layoutTree, 4 * timeoutMs), remoteRender]);
  const headTags = writePageHeadTags(
    { route, path, language, origin: request.origin, languageInUrl: languageFromSearch(request.search) !== null },
    requestContext,
  );
  const shown = remote !== null && 'html' in remotePart;
  const body = shown ? withRemoteInOutlet(layout.html, remotePart.html) : layout.html;
  const modules = [...requestContext.remoteModules];
  const state: ServerState = { language, remote: shown ? remote : null, queries: dehydrate(requestContext.queryClient), modules };
  return {
    status: route ? 200 : 404,
    language,
    remote: state.remote,
    form: route?.form === true,
    ...(remote && !shown && 'error' in remotePart ? { remoteError: remotePart.error } : {}),
    parts: {
      language,
      // A preview is a draft: no search engine keeps it (the gateway also says so in X-Robots-Tag).
      head: `${previewToken(request.search) ? '<meta name="robots" content="noindex">' : ''}${headTags}${layout.head}${shown ? remotePart.head : ''}`,
      body,
      remoteModules: [...(shown ? [`${remote}/app`] : []), ...modules],
      state,
    },
  };
}
