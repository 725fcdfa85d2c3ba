import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Calls `onHydrated` once, after React has committed the hydration of `children` (effects run only then).
 *
 * Why: a change that shows in the page's text (the language restored from the store) made while the layout is still
 * hydrating reaches its renders through i18next, which the frozen store snapshot does not cover: the layout's text no
 * longer matched the server's HTML (React #418), React drew the whole layout again, and a remote already mounted in
 * the old outlet was left in a detached element (an empty page).
 */
export function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const called = useRef(false);
  const callback = useRef(onHydrated);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    callback.current();
  }, []);
  return children;
}
