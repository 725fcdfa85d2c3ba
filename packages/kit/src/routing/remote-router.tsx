import { createContext, useContext, type ReactNode } from 'react';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { matchPath, type RouteParams } from '@azmar/kit/routing/match-path';

export interface RemoteRoute {
  /** A path such as `/products` or `/projects/:id`. */
  path: string;
  element: ReactNode;
}

const ParamsContext = createContext<RouteParams>({});

/**
 * Hand-written, with `routing/match-path` and `routing/location-path`, rather than wouter: with wouter doing the
 * same job every app bundles its own copy, +4,037 bytes gzip of first-load JS on `/` (188,739 -> 192,776), for 59
 * fewer lines of our own. Figures and how to measure: kit README.
 *
 * A remote's own routes: renders the element of the first route matching the current path, or the fallback
 * (the remote's 404: the shell mounts a remote for every path under its routes). The shell decides when the
 * remote is mounted at all; this only picks the page inside it.
 */
export function RemoteRoutes({ routes, fallback }: { routes: readonly RemoteRoute[]; fallback: ReactNode }) {
  const path = useLocationPath();
  for (const route of routes) {
    const params = matchPath(route.path, path);
    // Keyed by pattern: another route starts with fresh state, new params of the same route keep it.
    if (params)
      return (
        <ParamsContext.Provider key={route.path} value={params}>
          {route.element}
        </ParamsContext.Provider>
      );
  }
  return <>{fallback}</>;
}

/** The `:param` values of the route being rendered. */
export function useRouteParams(): RouteParams {
  return useContext(ParamsContext);
}
