import { Fragment, type ReactNode } from 'react';
import { normalizePath } from '@azmar/contract/routes/route-manifest';
import { useLocationPath } from '@azmar/kit/routing/location-path';

/** What a remote's router needs of its own route declarations (its `src/routes.json`). */
export interface DeclaredPage {
  id: string;
  path: string;
}

/**
 * A remote's own pages: the page its declarations give the current path, or the fallback (the remote's 404: the shell
 * mounts a remote for every path under its routes). The declarations are the file the remote deploys for the gateway
 * (`src/routes.json`), so the pages it routes and the pages the site knows of are one list. Hand-written rather than
 * wouter: with wouter every app bundled its own copy, +4,037 bytes gzip of first-load JS on `/` (kit README).
 */
export function RemoteRoutes({
  declared,
  pages,
  fallback,
}: {
  declared: readonly DeclaredPage[];
  pages: Readonly<Record<string, ReactNode>>;
  fallback: ReactNode;
}) {
  const path = useLocationPath();
  const route = declared.find((each) => each.path === normalizePath(path));
  const page = route ? pages[route.id] : undefined;
  // Keyed by the route: another page starts with fresh state.
  return page === undefined ? <>{fallback}</> : <Fragment key={route?.id}>{page}</Fragment>;
}
