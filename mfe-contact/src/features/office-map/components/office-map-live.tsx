import { useCallback } from 'react';

export type LiveMapOutcome = 'live' | 'unreachable';

/**
 * The live map, as an <object> rather than an iframe: when the map host cannot be reached (offline, DNS,
 * a 5xx) an <object> fires `error` and shows only its fallback content, which is empty here, so the drawn
 * map underneath stays in view; an iframe would fire `load` for the browser's own error page and cover the
 * drawing with it. `load` fires only once the map's page is really there.
 */
export function OfficeMapLive({ url, title, live, onOutcome }: { url: string; title: string; live: boolean; onOutcome: (outcome: LiveMapOutcome) => void }) {
  // A ref callback runs as the element is inserted, in the same task, so no load or error can come first.
  // React itself does not forward an <object>'s error event to onError.
  const watch = useCallback(
    (element: HTMLObjectElement | null) => {
      if (!element) return;
      const loaded = () => onOutcome('live');
      const failed = () => onOutcome('unreachable');
      element.addEventListener('load', loaded);
      element.addEventListener('error', failed);
      return () => {
        element.removeEventListener('load', loaded);
        element.removeEventListener('error', failed);
      };
    },
    [onOutcome],
  );
  return (
    <object
      ref={watch}
      className={`office-map__live${live ? ' office-map__live--loaded' : ''}`}
      data={url}
      type="text/html"
      title={title}
      aria-label={title}
      data-testid="map-live"
    />
  );
}
