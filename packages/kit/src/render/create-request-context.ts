import { createQueryClient } from '@azmar/kit/api/query-client';
import type { QueryClient } from '@azmar/kit/api/react-query-facade';
import { i18nIn } from '@azmar/kit/i18n/i18n';
import type { Language } from '@azmar/kit/language/language';
import { createLanguageStore } from '@azmar/kit/language/language-store';
import type { RequestContext } from '@azmar/kit/render/request-context';
import type { ServerLocation } from '@azmar/kit/routing/server-location';

/**
 * Reads one query for the page, giving up (and cancelling it) after `ms`. A read that fails or comes too late is
 * left out of the cache: the page shows it loading, as the browser will before it reads it itself, so a slow or
 * broken API costs the page its lists, never its HTML.
 */
async function readWithin(client: QueryClient, queryKey: readonly unknown[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const outcome = await Promise.race([client.prefetchQuery({ queryKey }), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') await client.cancelQueries({ queryKey, exact: true });
  if (client.getQueryState(queryKey)?.status !== 'success') client.removeQueries({ queryKey, exact: true });
}

export interface RequestContextSetup {
  language: Language;
  location: ServerLocation;
  /** How long an API read or a remote module's load may take before the page goes without it. */
  timeoutMs: number;
}

/** A new request context for one server render: its own language store, query client, and memory of what it waited for. */
export function createRequestContext(setup: RequestContextSetup): RequestContext {
  const queryClient = createQueryClient();
  const started = new Map<string, Promise<void>>();
  const once = (key: string, start: () => Promise<unknown>): Promise<void> => {
    let promise = started.get(key);
    if (!promise) {
      promise = start().then(
        () => {},
        () => {},
      );
      started.set(key, promise);
    }
    return promise;
  };
  return {
    location: setup.location,
    languageStore: createLanguageStore(setup.language),
    queryClient,
    i18n: i18nIn(setup.language),
    remoteModules: new Set(),
    read: (queryKey) => once(`read:${JSON.stringify(queryKey)}`, () => readWithin(queryClient, queryKey, setup.timeoutMs)),
    once,
  };
}
