import { StrictMode } from 'react';
import { isSiteRoute, normalizePath, pageFormKey, remoteForPath, routeForPath, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { ANTD_GROUPS } from '@azmar/kit/antd/groups/antd-groups';
import { dehydrate } from '@azmar/kit/api/react-query-subset';
import { queryClient } from '@azmar/kit/api/query-client';
import { recordedRemoteModules, startRecordingRemoteModules } from '@azmar/kit/federation/remote-modules';
import { DEFAULT_LANGUAGE, type Language } from '@azmar/kit/language/language';
import { languageCookieForRequest, languageFromCookies, languageFromSearch } from '@azmar/kit/language/language-choice';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setServerLocation } from '@azmar/kit/routing/server-location';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { Frame } from '../frame/frame';
import { useRemoteStatusStore, perRemote, type RemoteStatus } from '../remotes/remote-status-store';
import type { ServerState } from '../server-state';
import { pageDocument } from './page-document';
import { pageHead } from './page-head';
import { renderSettled } from './render-passes';
import { forgetFailedRemote, loadServerApp } from './server-remotes';
import { setServerSlotHtml } from './server-slot';

// As in the browser (bootstrap.tsx): the reference makes this build provide every antd group, so a remote's antd
// components render with the same copy of the groups as the page's ConfigProvider, on the server too.
void ANTD_GROUPS;

export interface PageRequest {
  /** The URL path, decoded. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The request's Cookie header. */
  cookie?: string;
  /** The origin the visitor used (for canonical and alternate links). */
  origin: string;
  /** The state of the page's form after the server handled its post (shell/server/contact-post.mjs). */
  form?: { submissionId: string };
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  language: Language;
  /** The remote whose HTML is in the slot, or null (no remote for the path, or it could not be rendered). */
  slot: RemoteName | null;
  /** Other remotes' modules in the HTML (`mfe_catalogue/home-sections`). */
  modules: string[];
  /** Why the route's remote is not in the HTML, when it is not. */
  slotError?: string;
  /** The Set-Cookie value that remembers the language the URL asked for (`?lang=`), sent with the page. */
  setCookie?: string;
}

/** The language a page is rendered in: its URL's `?lang=`, else the visitor's cookie, else English. */
export function pageLanguage(search: string, cookie: string | undefined): Language {
  return languageFromSearch(search) ?? languageFromCookies(cookie) ?? DEFAULT_LANGUAGE;
}

/** The remote's HTML as the browser's slot holds it (kit remote host: one container per remote). */
function slotContainer(name: RemoteName, html: string): string {
  return `<div data-remote-container="${name}">${html}</div>`;
}

/**
 * One page: the route's remote rendered by its own server module (fetched from its deployment), inside the
 * shell's frame, in the page's language, with the API's lists in it. A remote that cannot be rendered leaves its
 * slot empty (the browser then loads it, or shows its Retry): the page's HTML never fails for a remote.
 * Renders one page at a time (the language, location and query cache are the process's, as they are the page's
 * in a browser): the render service queues requests.
 */
export async function renderPage(template: string, request: PageRequest, timeoutMs: number): Promise<RenderedPage> {
  const path = normalizePath(request.path);
  const language = pageLanguage(request.search, request.cookie);
  useLanguageStore.setState({ language });
  setServerLocation({ path, search: request.search });
  queryClient.clear();
  // A page whose form posts to it gets a one-time submission id (or the answer to its post), read by its code from
  // the page's data like any other: the render service never caches such a page (render-service.mjs).
  const route = routeForPath(path);
  if (route?.postsForm) queryClient.setQueryData(pageFormKey(route.id), request.form ?? { submissionId: crypto.randomUUID() });
  startRecordingRemoteModules();
  const remote = remoteForPath(path);
  let slot: RemoteName | null = null;
  let slotError: string | undefined;
  let slotHtml = '';
  let headHints = '';
  if (remote) {
    try {
      const { ServerApp } = await loadServerApp(remote, timeoutMs);
      const rendered = await renderSettled(<ServerApp />, timeoutMs);
      slotHtml = slotContainer(remote, rendered.html);
      headHints = rendered.headHints;
      slot = remote;
    } catch (error) {
      slotError = error instanceof Error ? error.message : String(error);
      forgetFailedRemote(remote);
    }
  }
  setServerSlotHtml(slotHtml);
  const statuses = perRemote<RemoteStatus>('idle');
  useRemoteStatusStore.setState({ statuses, serverRendered: slot });
  const frame = await renderSettled(
    <StrictMode>
      <KitProvider>
        <Frame />
      </KitProvider>
    </StrictMode>,
    timeoutMs,
  );
  const state: ServerState = { language, slot, queries: dehydrate(queryClient), modules: recordedRemoteModules() };
  const head = pageHead(path, language, request.origin, languageFromSearch(request.search) !== null);
  const html = pageDocument(template, { language, head: { ...head, tags: `${head.tags}\n${frame.headHints}${headHints}` }, body: frame.html, state });
  const setCookie = languageCookieForRequest(request.search, request.origin);
  return {
    status: isSiteRoute(path) ? 200 : 404,
    html,
    language,
    slot,
    modules: state.modules,
    ...(slotError ? { slotError } : {}),
    ...(setCookie ? { setCookie } : {}),
  };
}
