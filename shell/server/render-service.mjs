// The render service: renders each page's HTML on the server with the shell's server build (dist/server/render.cjs),
// which fetches each remote's server container over HTTP from the remote's own deployment. Used in-process by the
// `npm start` gateway and as its own container (render-server.mjs).
//
// A request flows: its language (from the URL and cookie alone) and URL make its cache key; a page in the cache is
// answered at once (one that has just run out too, while its successor renders). Else a render worker
// (render-pool.mjs) renders it, with the site as last seen (site-watch.mjs, which notices a remote's redeploy on a
// timer), and writes its whole document (the shell's src/server).
import path from 'node:path';
import { pageLanguage } from '@azmar/contract/routes/page-language';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { negotiatePageEncoding } from './page-encodings.mjs';
import { startRenderPool } from './render-pool.mjs';
import { watchSite } from './site-watch.mjs';

/**
 * @typedef {object} RenderServiceOptions
 * @property {string} shellDist the shell's build (index.html, server/render.cjs)
 * @property {() => Record<string, string>} serverEntries remote name → URL of its server remoteEntry.js
 * @property {() => Record<string, string>} browserEntries remote name → its remoteEntry.js as the browser loads it (/remotes.json)
 * @property {string} apiOrigin where the render reads the API
 * @property {number} [cacheMs] how long a rendered page is served again (default 5000)
 * @property {number} [checkMs] how often the remotes' entries are checked for a redeploy (default 2000)
 * @property {number} [timeoutMs] how long a remote's code or an API read may take (default 3000)
 * @property {number} [workerTimeoutMs] how long one page may take before its worker is replaced (default 4 × timeoutMs,
 *   at least 10 s: a render waits for at most a few remote loads and API reads)
 * @property {number} [workers] render workers (default: one per core)
 * @property {(line: string) => void} [log]
 */

/** The most pages kept: past it the oldest goes. */
const CACHE_PAGES = 500;

/** @param {RenderServiceOptions} options */
export async function createRenderService(options) {
  const log = options.log ?? console.log;
  const cacheMs = options.cacheMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 3000;
  /** @type {Map<string, { expires: number, page: any }>} */
  const cache = new Map();
  /** Pages being rendered, by cache key: visitors asking for the same page at once share its one render. */
  const rendering = new Map();
  /** Counts the site's changes: a page whose render began before the last one is answered but not kept. */
  let siteChanges = 0;
  const pool = await startRenderPool({
    bundle: path.join(options.shellDist, 'server', 'render.cjs'),
    apiOrigin: options.apiOrigin,
    timeoutMs,
    workers: options.workers,
    callTimeoutMs: options.workerTimeoutMs ?? Math.max(10_000, 4 * timeoutMs),
    log,
  });
  const site = await watchSite({
    shellDist: options.shellDist,
    serverEntries: options.serverEntries,
    browserEntries: options.browserEntries,
    checkMs: options.checkMs ?? 2000,
    log,
    onChange: () => {
      siteChanges += 1;
      cache.clear();
      rendering.clear();
    },
  }).catch(async (error) => {
    await pool.close();
    throw error;
  });

  /** A page from a worker, its compressed bytes kept with it (page-encodings.mjs). */
  async function renderInWorker(request, encoding) {
    const page = await pool.render({ request, site: site.now(), encoding });
    if (page.slotError) log(`[render] ${request.path}: ${page.slot ?? 'the remote'} left out: ${page.slotError}`);
    // The worker's Buffer arrives as a plain Uint8Array: a Buffer again (no copy), as the servers send it.
    return { ...page, html: Buffer.from(page.html.buffer, page.html.byteOffset, page.html.byteLength) };
  }

  const logFailure = (request, error) => log(`[render] ${request.path} failed: ${error instanceof Error ? error.stack : String(error)}`);

  function keep(key, page) {
    // Kept anew at the end: the oldest page, not the most asked, is the one that goes past CACHE_PAGES.
    cache.delete(key);
    if (cache.size >= CACHE_PAGES) cache.delete(cache.keys().next().value);
    cache.set(key, { expires: Date.now() + cacheMs, page });
  }

  /** A cacheable page's render, shared by every visitor who asks for it while it runs, and kept when it succeeds. */
  function renderShared(key, request, encoding) {
    const shared = rendering.get(key);
    if (shared) return { pending: shared, started: false };
    const pending = renderInWorker(request, encoding);
    rendering.set(key, pending);
    const changesBefore = siteChanges;
    // A page without its remote is not kept: the next visitor gets it as soon as the remote is back.
    pending
      .then((page) => page.slotError === undefined && changesBefore === siteChanges && keep(key, page))
      .finally(() => rendering.get(key) === pending && rendering.delete(key))
      .catch(() => {});
    return { pending, started: true };
  }

  return {
    /** Stops the watch and the render workers. */
    async close() {
      site.stop();
      await pool.close();
    },
    /**
     * @param {{ path: string, search: string, cookie?: string, origin: string, form?: object }} request `form`: the
     *   state of the page's form after a post (contact-post.mjs), rendered into it; such a page is never cached
     * @param {string} [acceptEncoding] the request's Accept-Encoding: the worker compresses the page for it
     * @returns {Promise<{ status: number, html: Buffer, language: string, slot: string | null, setCookie?: string } | null>} null when the page could not be rendered (`html`: UTF-8)
     */
    async render(request, acceptEncoding) {
      const language = pageLanguage(request.search, request.cookie);
      const key = `${request.origin}|${language}|${request.path}${request.search}`;
      // A page with a form's one-time submission id (and the answer to a post) is made for one visitor only; a staff
      // page is never kept anywhere, so a cache can never be what stands between staff and a fresh page.
      const route = routeForPath(request.path);
      const cacheable = cacheMs > 0 && !request.form && !route?.postsForm && !route?.staffOnly;
      const hit = cacheable ? cache.get(key) : undefined;
      const now = Date.now();
      if (hit && hit.expires > now) return hit.page;
      const encoding = negotiatePageEncoding(acceptEncoding);
      const { pending, started } = cacheable ? renderShared(key, request, encoding) : { pending: renderInWorker(request, encoding), started: true };
      // A page that has just run out is answered as it is, for as long again as it was fresh, while one render makes
      // its successor: otherwise every visitor who asked for a busy page during that render waited for it, each time
      // the page ran out. A page older than that is never served: its visitor waits.
      if (hit && hit.expires + cacheMs > now) {
        if (started) pending.catch((error) => logFailure(request, error));
        return hit.page;
      }
      try {
        return await pending;
      } catch (error) {
        logFailure(request, error);
        return null;
      }
    },
  };
}
