/**
 * The TanStack Query API the site uses, and the only facade through which apps reach it.
 *
 * This module is a federation singleton, like the antd facade: the package itself is not shared (a
 * shared package is never tree-shaken; the whole index is ~13 KB gzip), so only these exports are
 * built, once, and every app gets the same copy: one `QueryClientProvider` context, which the page's
 * one `QueryClient` (`@azmar/kit/api/query-client`) feeds. To use another export, add it here.
 */
export { dehydrate, hydrate, QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { DehydratedState, QueryFunction } from '@tanstack/react-query';
