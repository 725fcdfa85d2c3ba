import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { queryClient } from '@azmar/kit/api/query-client';
import { recordedRemoteModules, settleRemoteModules } from '@azmar/kit/federation/remote-modules';

const MAX_PASSES = 4;

/** Reads one query for the page, giving up (and cancelling it) after `ms`. */
async function fetchWithin(queryKey: readonly unknown[], queryHash: string, ms: number, failed: Set<string>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const outcome = await Promise.race([queryClient.prefetchQuery({ queryKey }), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    failed.add(queryHash);
    await queryClient.cancelQueries({ queryKey, exact: true });
  }
}

async function prerenderHtml(element: ReactElement): Promise<string> {
  // prerender (not renderToString) waits for lazy parts (a page's sections loaded on demand) to be in the HTML.
  // No size limit per flush: React would otherwise move big parts after the rest, with inline scripts (refused by
  // the page's CSP) to put them back, where a complete page needs none.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders until the HTML has everything the page asks for: a pass records the API reads (queries a component
 * created) and the sections of other remotes it wanted; they are fetched and loaded, and the page is rendered
 * again. A read that fails is left out (the page shows it loading, as the browser will before it reads it
 * itself), so a slow or broken API costs the page its lists, never its HTML.
 */
export interface RenderedHtml {
  html: string;
  /** The resource hints React puts before a tree's HTML (images to preload): they belong in the page's head. */
  headHints: string;
}

const LEADING_HINTS = /^(?:<link [^>]*>)+/;

export async function renderSettled(element: ReactElement, fetchTimeoutMs: number): Promise<RenderedHtml> {
  const failed = new Set<string>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = await prerenderHtml(element);
    const modulesBefore = recordedRemoteModules().length;
    const wanted = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !failed.has(query.queryHash) });
    await Promise.all([...wanted.map((query) => fetchWithin(query.queryKey, query.queryHash, fetchTimeoutMs, failed)), settleRemoteModules()]);
    for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })) {
      failed.add(query.queryHash);
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
    // A part that suspended (code loaded on demand) comes after the rest with an inline script to move it in
    // place, which the page's CSP refuses; once its code is loaded the next pass renders it in place.
    const complete = !html.includes('<script');
    if (complete && wanted.length === 0 && recordedRemoteModules().length === modulesBefore) break;
  }
  const headHints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { html: html.slice(headHints.length), headHints };
}
