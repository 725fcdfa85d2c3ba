import { createContext } from 'react';

/**
 * The route's remote during a server render: whether its own render succeeded (the layout waits for that, so the
 * outlet shows either the remote or its loading state). Its HTML is not handed to React: the outlet holds this mark,
 * which the render worker replaces with the remote's HTML, rendered once as the remote's own React root, as the
 * browser hydrates it (one tree inside the layout's would number its `useId`s differently from the browser's).
 * Null in the browser.
 */
export interface RemoteOutletOnServer {
  shown: Promise<boolean>;
}

export const RemoteOutletOnServerContext = createContext<RemoteOutletOnServer | null>(null);

/** What the outlet's `__remotes` element holds in the server's layout until the remote's HTML takes its place. */
export const REMOTE_HTML_MARK = '<!--azmar:remote-outlet-->';
