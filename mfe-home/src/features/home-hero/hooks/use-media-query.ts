import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes. `false` on the server and in the first render, so
 * server and client agree; the real value arrives in an effect.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const REDUCED_DATA = '(prefers-reduced-data: reduce)';
