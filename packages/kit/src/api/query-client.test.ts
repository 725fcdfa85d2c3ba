import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClient } from '@azmar/kit/api/query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('has the defaults of docs/product.md §14: never stale, no interval, no focus refetch, no retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('GETs the query key joined by slashes, with credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('[{"id":1}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api', 'projects'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('does not retry a failed query', async () => {
    const fetchMock = vi.fn(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/services'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
