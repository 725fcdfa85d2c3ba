const KEY = '__AZMAR_KIT_INSTANCES__';

type Counts = Record<string, number>;

/**
 * Counts how many times a singleton kit module was instantiated in this page. With the federation
 * share scope working, every count is 1 however many apps import the module; e2e tests read
 * `window.__AZMAR_KIT_INSTANCES__` to prove it.
 */
export function countInstance(module: string): void {
  const scope = globalThis as unknown as Record<string, Counts | undefined>;
  const counts = (scope[KEY] ??= {});
  counts[module] = (counts[module] ?? 0) + 1;
}
