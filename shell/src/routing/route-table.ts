import { createContext, useContext } from 'react';
import { MENU_ROUTES, type PageRoute } from '@azmar/contract/routes/route-manifest';

/**
 * The site's route table as this page knows it: in the browser the one the server rendered the page with (or the
 * gateway's /routes.json), on the server the one each render is given (it follows the remotes' deployments, so it
 * belongs to the render, not to the module).
 */
let pageTable: readonly PageRoute[] = MENU_ROUTES;

export const RouteTableContext = createContext<readonly PageRoute[] | null>(null);

/** Sets the browser page's table, once, before anything renders or routes. */
export function setPageRouteTable(table: readonly PageRoute[]): void {
  pageTable = table;
}

/** The browser page's table, for code outside React (single-spa's activity functions). */
export function pageRouteTable(): readonly PageRoute[] {
  return pageTable;
}

/** The table of the render this component is in. */
export function useRouteTable(): readonly PageRoute[] {
  return useContext(RouteTableContext) ?? pageTable;
}
