import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useProducts, useProjects, useServices } from '@azmar/kit/api/content-queries';
import { queryClient } from '@azmar/kit/api/query-client';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

const LISTS = {
  '/api/services': [{ id: 1, titleEn: 'Construction' }],
  '/api/projects': [{ id: 2, titleEn: 'Highway' }],
  '/api/products': [{ id: 3, titleEn: 'Paver' }],
};

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(LISTS[url as keyof typeof LISTS] ?? null), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Titles({ name, use }: { name: string; use: () => { data?: { titleEn: string }[] } }) {
  const { data } = use();
  return <p data-testid={name}>{data?.map((item) => item.titleEn).join(', ') ?? 'loading'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('content query hooks', () => {
  it('build each list key as its URL, under one prefix', () => {
    expect(contentKeys.services().join('/')).toBe('/api/services');
    expect(contentKeys.projects().join('/')).toBe('/api/projects');
    expect(contentKeys.products().join('/')).toBe('/api/products');
    expect(contentKeys.contact().join('/')).toBe('/api/contact');
    for (const key of [contentKeys.services(), contentKeys.projects(), contentKeys.products()]) expect(key.slice(0, 1)).toEqual([...contentKeys.all]);
  });

  it('fetch each list once for every component of every root that asks for it', async () => {
    const fetchMock = stubFetch();
    // Two React roots, as two remotes mount them, each in its own provider around the one query client.
    render(
      <KitProvider>
        <Titles name="a-services" use={useServices} />
        <Titles name="a-projects" use={useProjects} />
      </KitProvider>,
    );
    render(
      <KitProvider>
        <Titles name="b-services" use={useServices} />
        <Titles name="b-products" use={useProducts} />
      </KitProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('b-products')).toHaveTextContent('Paver'));
    expect(screen.getByTestId('a-services')).toHaveTextContent('Construction');
    expect(screen.getByTestId('b-services')).toHaveTextContent('Construction');
    expect(screen.getByTestId('a-projects')).toHaveTextContent('Highway');
    const urls = fetchMock.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual(['/api/products', '/api/projects', '/api/services']);
  });

  it('let an invalidation of the content prefix refetch every list', async () => {
    const fetchMock = stubFetch();
    render(
      <KitProvider>
        <Titles name="services" use={useServices} />
      </KitProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('services')).toHaveTextContent('Construction'));
    await act(() => queryClient.invalidateQueries({ queryKey: contentKeys.all }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
