import { QueryClient, type QueryFunction } from '@azmar/kit/api/react-query-facade';
import { apiRequest, type On401 } from '@azmar/kit/api/api-client';
import { countInstance } from '@azmar/kit/federation/instance-count';

/** docs/product.md §14: a generic read GETs the path made of the query key's segments joined by slashes. */
export function getQueryFn(options: { on401: On401 }): QueryFunction {
  return ({ queryKey, signal }) => apiRequest('GET', queryKey.map(String).join('/'), undefined, { on401: options.on401, signal });
}

/** docs/product.md §14: never stale, no interval, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** THE query client of the page (the kit is a federation singleton, so every app shares this cache). */
export const queryClient = createQueryClient();

countInstance('query-client');
