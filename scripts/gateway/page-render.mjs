// Server rendering for the gateway: each page's HTML comes from the shell's render service (shell/server), which
// loads the remotes' server containers from this same gateway (`/remotes/<workspace>/server/remoteEntry.js`, or
// wherever /remotes.json points them) and reads the API where the gateway proxies it. Without a server build it
// serves nothing and the gateway falls back to the shell's index.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRenderService } from '../../shell/server/render-service.mjs';
import { buildRemotesJson } from './remotes-config.mjs';

/**
 * @param {{ shellDist: string, env: Record<string, string | undefined>, selfOrigin: () => string, apiTarget?: () => string | null, log: (line: string) => void }} options
 */
export function createPageRender(options) {
  /** @type {Promise<Awaited<ReturnType<typeof createRenderService>> | null> | null} */
  let service = null;
  const serverEntries = () => {
    const entries = {};
    for (const [name, entry] of Object.entries(buildRemotesJson(options.env))) {
      // The browser's entry names the remote's folder; its server container sits in `server/` there.
      entries[name] = new URL('server/remoteEntry.js', new URL(entry, `${options.selfOrigin()}/`)).href;
    }
    return entries;
  };
  function ensureService() {
    if (!service) {
      if (!existsSync(path.join(options.shellDist, 'server', 'render.cjs'))) return Promise.resolve(null);
      service = createRenderService({
        shellDist: options.shellDist,
        serverEntries,
        browserEntries: () => buildRemotesJson(options.env),
        // The API itself when the gateway knows where it is: through the gateway's own proxy, each page's reads cost
        // the thread that answers every request about 5 ms (`/`, three lists, 2-core machine).
        apiOrigin: options.apiTarget?.() ?? options.selfOrigin(),
        cacheMs: Number(options.env.RENDER_CACHE_MS ?? 5000),
        workers: Number(options.env.RENDER_WORKERS) || undefined,
        log: options.log,
      }).catch((error) => {
        options.log(`[gateway] the render service cannot start: ${error instanceof Error ? error.message : String(error)}`);
        service = null;
        return null;
      });
    }
    return service;
  }
  return {
    /** The render service, once started (null with SERVER_RENDER=off, or without a server build). */
    async service() {
      if (options.env.SERVER_RENDER === 'off') return null;
      return ensureService();
    },
    /**
     * @param {{ path: string, search: string, cookie?: string, origin: string }} request
     * @param {string} [acceptEncoding] the request's Accept-Encoding (the page is compressed for it as it is made)
     * @returns {Promise<{ status: number, html: string } | null>}
     */
    async render(request, acceptEncoding) {
      if (options.env.SERVER_RENDER === 'off') return null;
      const renderer = await ensureService();
      return renderer ? renderer.render(request, acceptEncoding) : null;
    },
    /** Stops the render service's workers, if it started. */
    async close() {
      const renderer = await service;
      await renderer?.close();
    },
  };
}
