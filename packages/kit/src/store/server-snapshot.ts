import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

/**
 * A zustand middleware: the store's *current* state is also what it shows on the server and while hydrating.
 * zustand otherwise renders the initial state there, but the server renders the page in its visitor's state (the
 * language, set before the render) and the browser sets the same state before hydrating: both must read it.
 */
export function currentServerSnapshot<T, Mps extends [StoreMutatorIdentifier, unknown][] = [], Mcs extends [StoreMutatorIdentifier, unknown][] = []>(
  initializer: StateCreator<T, Mps, Mcs>,
): StateCreator<T, Mps, Mcs> {
  return (set, get, api) => {
    const state = initializer(set, get, api);
    // After the inner middlewares: persist sets its own (the state before the stored one is merged in).
    api.getInitialState = api.getState;
    return state;
  };
}
