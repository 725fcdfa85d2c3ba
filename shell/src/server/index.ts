import type { ServerApiFetch } from '@azmar/kit/api/server-api-origin';
import type { DocumentAssets } from './page-document';
import type { PageRequest } from './render-page';

export type { DocumentAssets, PageRequest };

export interface RendererSetup {
  /** Where the render reads the API (`http://api:3000`). */
  apiOrigin: string;
  /** How long a remote's code or an API read may take before the page goes without it. */
  timeoutMs: number;
  /** How the render reads the API (server/api-reads.mjs: with an HTTP cache); the runtime's `fetch` when not given. */
  apiFetch?: ServerApiFetch;
}

/** What the render service knows of the site when it asks for a page: the builds' assets and where the remotes are. */
export interface SiteNow {
  /** Each remote's server entry, with its version in the URL (a new version is a redeploy). */
  serverEntries: Record<string, string>;
  assets: DocumentAssets;
  /** Changes whenever `assets` does, so the document is taken apart again only then. */
  assetsVersion: string;
}

/** A page as the render service sends it. */
export interface PageAnswer {
  status: 200 | 404;
  /** The page's HTML, UTF-8 (a Uint8Array once it has crossed from the render worker). */
  html: Uint8Array;
  language: string;
  slot: string | null;
  slotError?: string;
  setCookie?: string;
}

/**
 * The render service's entry into this build (server/render-worker.mjs loads it in each worker). The dynamic import
 * is the async boundary the federation runtime needs to set up the shared modules before any render code runs.
 */
export async function createRenderer(setup: RendererSetup) {
  const [{ renderPage }, remotes, { pageDocumentWriter }, { setServerApiOrigin }, { provideRemoteModuleLoader }] = await Promise.all([
    import('./render-page'),
    import('./server-remotes'),
    import('./page-document'),
    import('@azmar/kit/api/server-api-origin'),
    import('@azmar/kit/federation/remote-modules'),
  ]);
  setServerApiOrigin(setup.apiOrigin, setup.apiFetch);
  provideRemoteModuleLoader(remotes.loadServerModule(setup.timeoutMs));
  let writer: { version: string; write: ReturnType<typeof pageDocumentWriter> } | null = null;
  return {
    async render(request: PageRequest, site: SiteNow): Promise<PageAnswer> {
      remotes.pointAtRemotes(site.serverEntries);
      if (writer?.version !== site.assetsVersion) writer = { version: site.assetsVersion, write: pageDocumentWriter(site.assets) };
      const { write } = writer;
      const page = await renderPage(request, setup.timeoutMs);
      return {
        status: page.status,
        html: write({ ...page.parts, origin: request.origin }),
        language: page.language,
        slot: page.slot,
        ...(page.slotError !== undefined ? { slotError: page.slotError } : {}),
        ...(page.setCookie ? { setCookie: page.setCookie } : {}),
      };
    },
  };
}

export type Renderer = Awaited<ReturnType<typeof createRenderer>>;
