import { createContext, use, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand';
import type { QueryClient } from '@azmar/kit/api/react-query-facade';
import { countInstance } from '@azmar/kit/federation/instance-count';
import type { LanguageState } from '@azmar/kit/language/language-store';
import type { ServerLocation } from '@azmar/kit/routing/server-location';

/**
 * Everything one server render reads that belongs to its request, given to the tree through context (as zustand's
 * server-rendering guide does with a store per request): a render worker renders many pages at once in one
 * thread, so none of it may live in a module or on `globalThis`. In the browser there is none: the page's own
 * stores, query client and i18next instance serve it. This module is a federation singleton (shared-dependencies),
 * so the shell's provider reaches the remotes' components.
 */
export interface RequestContext {
  /** The URL being rendered. */
  location: ServerLocation;
  /** The page's language store for this request (fixed: nothing changes the language during a render). */
  languageStore: StoreApi<LanguageState>;
  queryClient: QueryClient;
  /** i18next in the page's language, sharing the texts every app registered. */
  i18n: I18n;
  /** `remote/exposed` of other remotes' modules the page's HTML shows (the browser loads them before it hydrates). */
  remoteModules: Set<string>;
  /**
   * Reads `queryKey` from the API into the query client, once per render (the same promise each time React tries the
   * component again); resolves when it is there or given up (a failed read is left out).
   */
  read: (queryKey: readonly unknown[]) => Promise<void>;
  /**
   * `start()`'s promise the first time `key` is asked for in this render, the same one after, settled either way:
   * what a component suspends on must be the same promise each time React tries it again.
   */
  once: (key: string, start: () => Promise<unknown>) => Promise<void>;
}

export const RequestContextProvider = createContext<RequestContext | null>(null);

/** The request context while rendering on the server; null in the browser. */
export function useRequestContext(): RequestContext | null {
  return useContext(RequestContextProvider);
}

/**
 * On the server, waits (suspends) until the API read the component needs is done, so the page's one render has its
 * data; in the browser, nothing (the component's query reads as usual). A query the render was given before it began
 * (a preview's draft, a form's marks) is not read: the component renders at once, and the API's answer cannot
 * replace it.
 */
export function useServerRead(queryKey: readonly unknown[]): void {
  const requestContext = useRequestContext();
  if (requestContext && requestContext.queryClient.getQueryData(queryKey) === undefined) use(requestContext.read(queryKey));
}

countInstance('request-context');
