import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

// Keyed by the store's getState, the one function the hook (zustand's `create` result) and the store share.
const frozen = new WeakMap<() => unknown, unknown>();

/**
 * A zustand middleware: the store's *current* state is also what it shows while hydrating. zustand otherwise renders
 * the initial state there, but the server rendered the page in its visitor's state (the language, from the request's
 * own store: render/request-context) and the browser sets the same state before hydrating: hydration must read it.
 */
export function currentServerSnapshot<T, Mps extends [StoreMutatorIdentifier, unknown][] = [], Mcs extends [StoreMutatorIdentifier, unknown][] = []>(
  initializer: StateCreator<T, Mps, Mcs>,
): StateCreator<T, Mps, Mcs> {
  return (set, get, api) => {
    const state = initializer(set, get, api);
    // After the inner middlewares: persist sets its own (the state before the stored one is merged in).
    api.getInitialState = () => (frozen.has(api.getState) ? (frozen.get(api.getState) as T) : api.getState());
    return state;
  };
}

/**
 * From now on the store shows, while hydrating, what it holds now: the state the page was rendered with on the
 * server. The browser calls it after setting that state and before it hydrates. Where the state can change while
 * hydration is still going on (a remote's loading fails while the layout hydrates, in slices), the hydrating render
 * would otherwise draw the new state over the server's HTML: a hydration error, and the tree drawn again. React
 * reads this snapshot only while hydrating; afterwards the components render the store's current state.
 */
export function freezeServerSnapshot<T>(store: { getState: () => T }): void {
  frozen.set(store.getState, store.getState());
}
