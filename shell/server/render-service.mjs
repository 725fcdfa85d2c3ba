// The render service: renders each page's HTML on the server with the shell's server build (dist/server/render.cjs),
// which fetches each remote's server container over HTTP from the remote's own deployment. Used in-process by the
// `npm start` gateway and as its own container (render-server.mjs). Pages are cached briefly; a remote's redeploy
// is noticed by its server entry's version (ETag) and takes effect on the next render, without touching the shell.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_REMOTE_LOCATIONS_ID } from '@azmar/contract/routes/page-remote-locations';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { superviseRenderWorker } from './render-worker-thread.mjs';

/**
 * @typedef {object} RenderServiceOptions
 * @property {string} shellDist the shell's build (index.html, server/render.cjs)
 * @property {() => Record<string, string>} serverEntries remote name → URL of its server remoteEntry.js, asked before renders
 * @property {() => Record<string, string>} browserEntries remote name → its remoteEntry.js as the browser loads it (/remotes.json)
 * @property {string} apiOrigin where the render reads the API
 * @property {number} [cacheMs] how long a rendered page is served again (default 5000)
 * @property {number} [checkMs] how often the remotes' entries are checked for a redeploy (default 2000)
 * @property {number} [timeoutMs] how long a remote's code or an API read may take (default 3000)
 * @property {number} [workerTimeoutMs] how long one call into the render worker may take before the worker is
 *   replaced (default 4 × timeoutMs, at least 10 s: a render waits for at most a few remote loads and API reads)
 * @property {(line: string) => void} [log]
 */

/** The page's key in the cache: everything its HTML depends on. */
const cacheKey = (request, language) => `${request.origin}|${language}|${request.path}${request.search}`;

/** The Sorani font's files a Kurdish page's first screen uses: one per weight (kit fonts/sorani-subset.css). */
async function soraniFonts(shellDist) {
  const files = await readdir(path.join(shellDist, 'assets')).catch(() => []);
  return files.filter((file) => /^sorani-(400|600|700)\.[0-9a-f]+\.woff2$/.test(file)).sort();
}

/** @param {RenderServiceOptions} options */
export async function createRenderService(options) {
  const log = options.log ?? console.log;
  const cacheMs = options.cacheMs ?? 5000;
  const checkMs = options.checkMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 3000;
  /** @type {Map<string, { expires: number, page: any }>} */
  const cache = new Map();
  let checkedAt = 0;
  const renderer = superviseRenderWorker({
    workerData: { bundle: path.join(options.shellDist, 'server', 'render.cjs'), apiOrigin: options.apiOrigin, timeoutMs },
    callTimeoutMs: options.workerTimeoutMs ?? Math.max(10_000, 4 * timeoutMs),
    log,
    // A new worker knows no remote yet: the next render registers them all.
    onStart: () => {
      checkedAt = 0;
    },
  });
  // Started now, so that a bundle that cannot run fails here, as before, rather than at the first page.
  await renderer.ready();
  let queue = Promise.resolve();
  /** remote name → exposed module (`app`, `home-sections`) → its CSS files, from the remote's mf-manifest.json. */
  const exposedStyles = new Map();

  /** The styles of what a remote exposes, read from its manifest beside its server folder (none if unreadable). */
  async function readExposedStyles(name, serverEntry) {
    try {
      const response = await fetch(new URL('../mf-manifest.json', serverEntry), { signal: AbortSignal.timeout(1000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest = await response.json();
      const byModule = new Map();
      for (const expose of manifest.exposes ?? []) {
        byModule.set(expose.name, [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])]);
      }
      exposedStyles.set(name, byModule);
    } catch (error) {
      exposedStyles.delete(name);
      log(`[render] no styles for ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * What the browser needs of the remotes a page shows: their stylesheets, linked as the browser's own loading of them
   * would link them (absolute, so that it finds them already there), so the page is styled from its first paint, not
   * when the remote's code runs; and where every remote lives, so the shell's code starts the route's remote at once
   * instead of asking /remotes.json first.
   * Not preloaded, measured: `<link rel="preload" as="script">` of the route's remote entry and its module's first
   * scripts (low priority, in the head or at the end of the body) took the takeover on a phone from 4.6–4.9 s to
   * 3.4–4.0 s after the first paint, but took bandwidth from the largest paint of `/?lang=ku` (Lighthouse mobile,
   * median of 3: LCP 2.48–2.54 s and performance 84–88, against 2.21 s and 90 without).
   */
  function remoteHints(page, origin) {
    const browser = Object.fromEntries(Object.entries(options.browserEntries()).map(([name, entry]) => [name, new URL(entry, `${origin}/`).href]));
    const wanted = [...(page.slot ? [`${page.slot}/app`] : []), ...page.modules];
    const styles = new Set();
    for (const key of wanted) {
      const slash = key.indexOf('/');
      const name = key.slice(0, slash);
      if (!browser[name]) continue;
      const base = new URL('.', browser[name]);
      for (const file of exposedStyles.get(name)?.get(key.slice(slash + 1)) ?? []) styles.add(new URL(file, base).href);
    }
    const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return (
      [...styles].map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('') +
      `<script id="${PAGE_REMOTE_LOCATIONS_ID}" type="application/json">${JSON.stringify(browser).replace(/</g, '\\u003c')}</script>`
    );
  }

  /** Each remote's server entry with its current version in the URL: a new version is a redeploy. */
  async function refreshRemotes() {
    if (Date.now() - checkedAt < checkMs) return;
    checkedAt = Date.now();
    const entries = options.serverEntries();
    const versioned = {};
    await Promise.all(
      Object.entries(entries).map(async ([name, url]) => {
        let version;
        try {
          const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(1000) });
          version = response.ok ? (response.headers.get('etag') ?? response.headers.get('last-modified') ?? '') : 'down';
        } catch {
          version = 'down';
        }
        versioned[name] = `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
      }),
    );
    const changed = await renderer.useRemoteEntries(versioned);
    await Promise.all(changed.map((name) => readExposedStyles(name, entries[name])));
    if (changed.length > 0) cache.clear();
  }

  async function renderNow(request) {
    await renderer.ready();
    await refreshRemotes();
    const language = await renderer.pageLanguage(request.search, request.cookie);
    const key = cacheKey(request, language);
    // A page with a form's one-time submission id (and the answer to a post) is made for one visitor only; a staff
    // page is never kept anywhere, so a cache can never be what stands between staff and a fresh page.
    const route = routeForPath(request.path);
    const cacheable = cacheMs > 0 && !request.form && !route?.postsForm && !route?.staffOnly;
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit && hit.expires > Date.now()) return hit.page;
    // The template is read each time: a rebuilt shell's new asset names are used at once. The shell's styles load with
    // its code (after the federation runtime's start), so the page links them itself: styled from the first paint.
    const shellStyles = (await readdir(options.shellDist)).filter((file) => file.endsWith('.css')).sort();
    // A Kurdish page's text is set in the Sorani font from its first paint (not reflowed when the font arrives).
    const fonts = language === 'ku' ? await soraniFonts(options.shellDist) : [];
    const template = (await readFile(path.join(options.shellDist, 'index.html'), 'utf8')).replace(
      '</head>',
      () =>
        `${fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`).join('')}` +
        `${shellStyles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('')}</head>`,
    );
    const rendered = await renderer.render(template, request);
    const page = { ...rendered, html: rendered.html.replace('</head>', () => `${remoteHints(rendered, request.origin)}</head>`) };
    if (page.slotError) log(`[render] ${request.path}: ${page.slot ?? 'the remote'} left out: ${page.slotError}`);
    // A page without its remote is not kept: the next visitor gets it as soon as the remote is back.
    if (cacheable && page.slotError === undefined) {
      if (cache.size > 500) cache.clear();
      cache.set(key, { expires: Date.now() + cacheMs, page });
    }
    return page;
  }

  return {
    /** Stops the render worker. */
    close: () => renderer.close(),
    /** The language a page is rendered in: its URL's `?lang=`, else the cookie's, else English. */
    pageLanguage: async (/** @type {string} */ search, /** @type {string | undefined} */ cookie) => {
      await renderer.ready();
      return renderer.pageLanguage(search, cookie);
    },
    /**
     * @param {{ path: string, search: string, cookie?: string, origin: string, form?: object }} request `form`: the
     *   state of the page's form after a post (contact-post.mjs), rendered into it; such a page is never cached
     * @returns {Promise<{ status: number, html: string, language: string, slot: string | null, setCookie?: string } | null>} null when the page could not be rendered
     */
    async render(request) {
      // One render at a time: the language, location and query cache are the process's during a render.
      const result = queue.then(() => renderNow(request));
      queue = result.then(
        () => {},
        () => {},
      );
      try {
        return await result;
      } catch (error) {
        log(`[render] ${request.path} failed: ${error instanceof Error ? error.stack : String(error)}`);
        return null;
      }
    },
  };
}
