import type { PageRequest, RenderedPage } from './render-page';

export type { PageRequest, RenderedPage };

export interface RendererSetup {
  /** Where the render reads the API (`http://api:3000`). */
  apiOrigin: string;
  /** How long a remote's code or an API read may take before the page goes without it. */
  timeoutMs: number;
}

/**
 * The render service's door into this build (server/render-service.mjs loads it). The dynamic import is the
 * async boundary the federation runtime needs to set up the shared modules before any render code runs.
 */
export async function createRenderer(setup: RendererSetup) {
  const [{ renderPage, pageLanguage }, remotes, { setServerApiOrigin }, { provideRemoteModuleLoader }] = await Promise.all([
    import('./render-page'),
    import('./server-remotes'),
    import('@azmar/kit/api/server-api-origin'),
    import('@azmar/kit/federation/remote-modules'),
  ]);
  setServerApiOrigin(setup.apiOrigin);
  provideRemoteModuleLoader(remotes.loadServerModule(setup.timeoutMs));
  return {
    /** Points the renderer at the remotes' server entries; returns the remotes whose entry changed. */
    useRemoteEntries: (entries: Record<string, string>) => remotes.useRemoteEntries(entries),
    pageLanguage,
    render: (template: string, request: PageRequest): Promise<RenderedPage> => renderPage(template, request, setup.timeoutMs),
  };
}

export type Renderer = Awaited<ReturnType<typeof createRenderer>>;
