// @vitest-environment node
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery, QueryClientProvider } from '@azmar/kit/api/react-query-facade';
import { setServerApiOrigin } from '@azmar/kit/api/server-api-origin';
import type { Language } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { createRequestContext } from '@azmar/kit/render/create-request-context';
import { RequestContextProvider, useServerRead, type RequestContext } from '@azmar/kit/render/request-context';
import { useLocationPath, useLocationSearch } from '@azmar/kit/routing/location-path';
import { renderHtml } from './render-html';

function List({ path }: { path: string }) {
  useServerRead([path]);
  const { data, status } = useQuery<string[]>({ queryKey: [path] });
  const language = useLanguageStore((state) => state.language);
  const where = `${useLocationPath()}${useLocationSearch()}`;
  return <p>{`${language} ${where}: ${status === 'success' ? data.join(', ') : 'loading'}`}</p>;
}

const Later = lazy(async () => ({ default: () => <em>later</em> }));

const page = (requestContext: RequestContext, path: string) => (
  <RequestContextProvider value={requestContext}>
    <QueryClientProvider client={requestContext.queryClient}>
      <List path={path} />
      <Suspense fallback={<span>wait</span>}>
        <Later />
      </Suspense>
    </QueryClientProvider>
  </RequestContextProvider>
);

const contextFor = (language: Language, path: string, search = '', timeoutMs = 1000) =>
  createRequestContext({ language, location: { path, search }, timeoutMs });

describe('renderHtml', () => {
  beforeEach(() => setServerApiOrigin('http://api.test'));
  afterEach(() => vi.unstubAllGlobals());

  it('renders once, with what the page read from the API and its parts loaded on demand, in place', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(['Roads', 'Homes']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const html = (await renderHtml(page(contextFor('en', '/services'), '/api/services'), 5000)).html.toString();
    expect(html).toContain('<p>en /services: Roads, Homes</p>');
    expect(html).toContain('<em>later</em>');
    expect(html).not.toContain('<script');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/services');
  });

  it('renders pages at the same time, each with its own language, URL and reads', async () => {
    // The English page's read answers last: a render that shared anything with the other would show it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        await new Promise((resolve) => setTimeout(resolve, url.endsWith('/products') ? 60 : 5));
        return new Response(JSON.stringify([url.endsWith('/products') ? 'Panels' : 'Bridges']), { status: 200 });
      }),
    );
    const english = contextFor('en', '/products', '?category=steel');
    const kurdish = contextFor('ku', '/projects', '?status=done');
    const [first, second] = await Promise.all([renderHtml(page(english, '/api/products'), 5000), renderHtml(page(kurdish, '/api/projects'), 5000)]);
    expect(first.html.toString()).toContain('<p>en /products?category=steel: Panels</p>');
    expect(second.html.toString()).toContain('<p>ku /projects?status=done: Bridges</p>');
    expect(english.queryClient.getQueryData(['/api/projects'])).toBeUndefined();
    expect(kurdish.queryClient.getQueryData(['/api/projects'])).toEqual(['Bridges']);
  });

  it('leaves a failed read out: the page renders it loading, as the browser will before reading it itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const requestContext = contextFor('en', '/projects');
    const html = (await renderHtml(page(requestContext, '/api/projects'), 5000)).html.toString();
    expect(html).toContain('<p>en /projects: loading</p>');
    expect(requestContext.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })).toHaveLength(0);
  });

  it('gives up on a read that takes too long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const html = (await renderHtml(page(contextFor('en', '/products', '', 50), '/api/products'), 5000)).html.toString();
    expect(html).toContain('<p>en /products: loading</p>');
  });

  it("hands over React's head tags apart, and the tree's HTML as UTF-8 bytes after them", async () => {
    const { head, html } = await renderHtml(
      <>
        <title>دەربارەی ئێمە</title>
        <meta name="description" content="Azmar" />
        <p>بەخێربێن</p>
      </>,
      5000,
    );
    expect(head).toBe('<title>دەربارەی ئێمە</title><meta name="description" content="Azmar"/>');
    expect(Buffer.isBuffer(html) && html.toString('utf8')).toBe('<p>بەخێربێن</p>');
  });

  it('fails a render that never settles once its time is up, rather than waiting for ever', async () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));
    await expect(
      renderHtml(
        <Suspense fallback={<span>wait</span>}>
          <Never />
        </Suspense>,
        50,
      ),
    ).rejects.toThrow('the render did not complete in 50 ms');
  });
});
