import { create } from 'zustand';
import type { RemoteName } from '../routing/routes';

/** What the shell shows in a remote's slot: a loading state, the remote itself, or the error alert. */
export type RemoteStatus = 'idle' | 'loading' | 'mounted' | 'load-error' | 'broken';

interface RemoteStatusState {
  statuses: Record<RemoteName, RemoteStatus>;
  setStatus: (name: RemoteName, status: RemoteStatus) => void;
}

export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  statuses: { mfe_home: 'idle', mfe_catalogue: 'idle', mfe_contact: 'idle' },
  setStatus: (name, status) => set((state) => ({ statuses: { ...state.statuses, [name]: status } })),
}));
