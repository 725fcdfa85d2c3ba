import type { PageAnswer, RenderBundle, RendererSetup } from '../../server/render-types';

/**
 * The gateway's entry into this build (each render worker loads it). The dynamic import is the async boundary the
 * federation runtime needs to set up the shared modules before any render code runs.
 */
export const createRenderer: RenderBundle['createRenderer'] = async (setup: RendererSetup) => {
  const [
    { renderPage },
    remotes,
    { pageDocumentWriter },
    { setServerApiOrigin },
    { provideRemoteModuleLoader },
    { addCommonTexts },
    { loadTextsInEveryLanguage },
  ] = await Promise.all([
    import('./render-page'),
    import('./server-remotes'),
    import('./page-document'),
    import('@azmar/kit/api/server-api-origin'),
    import('@azmar/kit/federation/remote-modules'),
    import('@azmar/kit/i18n/common-texts'),
    import('@azmar/kit/i18n/app-texts'),
  ]);
  // Renders in both languages run side by side: every part's texts are there in both.
  addCommonTexts();
  loadTextsInEveryLanguage();
  setServerApiOrigin(setup.apiOrigin, setup.apiFetch);
  provideRemoteModuleLoader(remotes.loadServerModule(setup.timeoutMs));
  let writer: { version: string; write: ReturnType<typeof pageDocumentWriter> } | null = null;
  return {
    async render(request, site): Promise<PageAnswer> {
      remotes.pointAtRemotes(site.serverEntries);
      if (writer?.version !== site.assetsVersion) writer = { version: site.assetsVersion, write: pageDocumentWriter(site.assets) };
      const page = await renderPage(request, site.routes, setup.timeoutMs, setup.formMarks);
      const html = writer.write({ ...page.parts, origin: request.origin, routes: site.routes });
      return {
        status: page.status,
        html,
        language: page.language,
        remote: page.remote,
        ...(page.remoteError !== undefined ? { remoteError: page.remoteError } : {}),
        // Only a page with a form is searched for the marks: a search of the 100 KB of `/` would find none.
        ...(setup.formMarks && page.form && (html.includes(setup.formMarks.formToken) || html.includes(setup.formMarks.submissionId))
          ? { formMarks: true }
          : {}),
      };
    },
  };
};
