// The server rendering: the page cache (lru-cache) and the render workers (render-pool.ts), rendering with the site as
// last seen (site-watch.ts). A page rendered in the last RENDER_CACHE_MS is answered at once; one just past that age too, while
// one render makes its successor, so visitors of a busy page never wait on it; an older one is never served.
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { negotiatePageEncoding } from './page-encodings.js';
import { startRenderPool, type RenderedPage } from './render-pool.js';
import type { FormMarks, PageRequest, SiteNow } from './render-types.js';

export interface PageRenderOptions {
  /** The shell's server render bundle. */
  bundle: string;
  /** The site as last seen, and its version (which changes with it). */
  site: () => { now: SiteNow; version: number };
  apiOrigin: string;
  /** The content the cached pages are of (content-revision.ts): part of every page's key, so a publish is never hidden. */
  contentRevision?: () => string;
  cacheMs: number;
  timeoutMs: number;
  workers?: number | undefined;
  /** How long one page may take before its workers are replaced (default 4 × timeoutMs, at least 10 s). */
  callTimeoutMs?: number;
  /** Where a form's one-time values go in a page, for each visitor's copy (form-marks.ts). */
  formMarks: FormMarks;
  log: (line: string) => void;
}

/** A rendered page, when it was made, and its compressed bytes as they are made. */
export type Page = RenderedPage & { renderedAt: number };

/** The most pages kept: past it the least recently asked goes. */
const CACHE_PAGES = 500;

export async function startPageRender(options: PageRenderOptions) {
  const pool = await startRenderPool({
    bundle: options.bundle,
    apiOrigin: options.apiOrigin,
    timeoutMs: options.timeoutMs,
    workers: options.workers,
    // A render waits for at most a few remote loads and API reads.
    callTimeoutMs: options.callTimeoutMs ?? Math.max(10_000, 4 * options.timeoutMs),
    formMarks: options.formMarks,
    log: options.log,
  });
  async function renderInWorker(request: PageRequest, site: SiteNow, encoding: ReturnType<typeof negotiatePageEncoding>): Promise<Page> {
    const page = await pool.render({ request, site, encoding });
    if (page.remoteError) options.log(`[gateway] ${request.path}: ${page.remote ?? 'the remote'} left out: ${page.remoteError}`);
    // A page without its remote is not served again: the next visitor gets it as soon as the remote is back.
    return { ...page, renderedAt: page.remoteError ? 0 : Date.now() };
  }

  const cache = new LRUCache<string, Page, { request: PageRequest; site: SiteNow; encoding: ReturnType<typeof negotiatePageEncoding> }>({
    max: CACHE_PAGES,
    ttl: 2 * Math.max(options.cacheMs, 1),
    fetchMethod: (_key, _stale, { context }) => renderInWorker(context.request, context.site, context.encoding),
  });

  return {
    /**
     * @param cacheable false for a page made for one visitor (a staff page, a preview, a form's answer); a page with
     *   a form is not: its one-time values are filled for each visitor as it is sent (form-marks.ts)
     * @returns null when the page could not be rendered (the gateway then sends the shell's static page)
     */
    async render(request: PageRequest, language: string, acceptEncoding: string | undefined, cacheable: boolean): Promise<Page | null> {
      const { now, version } = options.site();
      const context = { request, site: now, encoding: negotiatePageEncoding(acceptEncoding) };
      try {
        if (!cacheable || options.cacheMs === 0) return await renderInWorker(request, now, context.encoding);
        // The site's version is in the key: a page of the site before a redeploy is never served after it; so is the
        // content's, so a page of content before a publish is never served after it.
        const key = `${version}|${options.contentRevision?.() ?? ''}|${language}|${request.origin}|${request.path}${request.search}`;
        const hit = cache.get(key, { allowStale: true });
        const age = hit ? Date.now() - hit.renderedAt : Infinity;
        if (hit && age <= options.cacheMs) return hit;
        if (hit && age <= 2 * options.cacheMs) {
          cache.fetch(key, { forceRefresh: true, context }).catch((error: unknown) => this.logFailure(request, error));
          return hit;
        }
        // A page too old to serve (or one without its remote) is rendered anew; a render on its way is shared.
        return (await cache.fetch(key, { context, forceRefresh: hit !== undefined })) ?? null;
      } catch (error) {
        this.logFailure(request, error);
        return null;
      }
    },
    logFailure(request: PageRequest, error: unknown) {
      options.log(`[gateway] ${request.path} could not be rendered: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    },
    close: () => pool.close(),
  };
}

/** Where the shell's server render bundle is, beside its dist. */
export const renderBundleOf = (shellDist: string) => path.join(shellDist, '..', 'dist-server', 'render', 'render.cjs');
