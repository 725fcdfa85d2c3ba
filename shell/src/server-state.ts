import type { DehydratedState } from '@azmar/kit/api/react-query-facade';
import type { RemoteName } from '@azmar/contract/routes/route-manifest';
import type { Language } from '@azmar/kit/language/language';

/** What a server-rendered page leaves for the browser (render/page-document.ts writes it, bootstrap reads it). */
export interface ServerState {
  language: Language;
  /** The remote whose HTML is in the page (null: none, or it could not be rendered). */
  remote: RemoteName | null;
  /** The API reads in the HTML, so the browser's first render has the same data. */
  queries: DehydratedState;
  /** Other remotes' modules in the HTML (`mfe-catalogue/home-sections`), loaded before the remote hydrates. */
  modules: string[];
}

export const SERVER_STATE_ID = 'azmar-ssr';

/** The page's server state, or null for a page the server did not render (dev server, a fallback page). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
