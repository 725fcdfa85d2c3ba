import { create } from 'zustand';
import { currentServerSnapshot } from '@azmar/kit/store/server-snapshot';
import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';

/** What the shell shows in the remote outlet: a loading state, the remote itself, or the error alert. */
export type RemoteStatus = 'idle' | 'loading' | 'mounted' | 'load-error' | 'broken';

interface RemoteStatusState {
  statuses: Record<RemoteName, RemoteStatus>;
  /**
   * The remote whose server HTML fills the outlet until it mounts (hydrating it): its loading needs no spinner,
   * the page already shows it.
   */
  serverRendered: RemoteName | null;
  setStatus: (name: RemoteName, status: RemoteStatus) => void;
}

/** Every remote of the manifest with the same value (the store's start, a counter's zero). */
export function perRemote<T>(value: T): Record<RemoteName, T> {
  return Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, value])) as Record<RemoteName, T>;
}

// The browser sets the outlet's state before it hydrates (the server's render reads its own: RemoteOutletOnServerContext in render/render-page.tsx).
export const useRemoteStatusStore = create<RemoteStatusState>()(
  currentServerSnapshot((set) => ({
    statuses: perRemote<RemoteStatus>('idle'),
    serverRendered: null,
    setStatus: (name, status) =>
      set((state) => ({
        statuses: { ...state.statuses, [name]: status },
        // Once mounted (or failed), the remote's own state is what the outlet shows.
        serverRendered: state.serverRendered === name && status !== 'loading' && status !== 'idle' ? null : state.serverRendered,
      })),
  })),
);
