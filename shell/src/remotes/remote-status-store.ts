import { create } from 'zustand';
import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';

/** What the shell shows in a remote's slot: a loading state, the remote itself, or the error alert. */
export type RemoteStatus = 'idle' | 'loading' | 'mounted' | 'load-error' | 'broken';

interface RemoteStatusState {
  statuses: Record<RemoteName, RemoteStatus>;
  setStatus: (name: RemoteName, status: RemoteStatus) => void;
}

/** Every remote of the manifest with the same value (the store's start, a counter's zero). */
export function perRemote<T>(value: T): Record<RemoteName, T> {
  return Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, value])) as Record<RemoteName, T>;
}

export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  statuses: perRemote<RemoteStatus>('idle'),
  setStatus: (name, status) => set((state) => ({ statuses: { ...state.statuses, [name]: status } })),
}));
