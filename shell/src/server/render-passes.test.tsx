// @vitest-environment node
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery, QueryClientProvider } from '@azmar/kit/api/react-query-subset';
import { queryClient } from '@azmar/kit/api/query-client';
import { setServerApiOrigin } from '@azmar/kit/api/server-api-origin';
import { renderSettled } from './render-passes';

function List({ path }: { path: string }) {
  const { data, status } = useQuery<string[]>({ queryKey: [path] });
  return <p>{status === 'success' ? data.join(', ') : 'loading'}</p>;
}

const Later = lazy(async () => ({ default: () => <em>later</em> }));

const page = (path: string) => (
  <QueryClientProvider client={queryClient}>
    <List path={path} />
    <Suspense fallback={<span>wait</span>}>
      <Later />
    </Suspense>
  </QueryClientProvider>
);

describe('renderSettled', () => {
  beforeEach(() => {
    queryClient.clear();
    setServerApiOrigin('http://api.test');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders again with what the page asked the API for, and with its parts loaded on demand in place', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(['Roads', 'Homes']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { html } = await renderSettled(page('/api/services'), 1000);
    expect(html).toContain('<p>Roads, Homes</p>');
    expect(html).toContain('<em>later</em>');
    expect(html).not.toContain('<script');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/services');
  });

  it('leaves a failed read out: the page renders it loading, as the browser will before reading it itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const { html } = await renderSettled(page('/api/projects'), 1000);
    expect(html).toContain('<p>loading</p>');
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })).toHaveLength(0);
  });

  it('gives up on a read that takes too long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { html } = await renderSettled(page('/api/products'), 50);
    expect(html).toContain('<p>loading</p>');
  });
});
