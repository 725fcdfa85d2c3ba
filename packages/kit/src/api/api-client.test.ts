import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, throwIfNotOk } from '@azmar/kit/api/api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and no content type without a body', async () => {
    const fetchMock = mockFetch(new Response('[1,2]', { status: 200 }));
    await expect(apiRequest('GET', '/api/services')).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/services');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('sends a JSON content type and a JSON body with a body', async () => {
    const fetchMock = mockFetch(new Response('{"id":7}', { status: 201 }));
    await expect(apiRequest('POST', '/api/contact', { name: 'Ali' })).resolves.toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Ali"}');
    expect(init.credentials).toBe('include');
  });

  it('adds the headers asked for beside the JSON content type (a CSRF token on a change)', async () => {
    const fetchMock = mockFetch(new Response('{"id":3}', { status: 200 }));
    await expect(apiRequest('PATCH', '/api/staff/messages/3', { handled: true }, { headers: { 'X-CSRF-Token': 't1' } })).resolves.toEqual({ id: 3 });
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ 'X-CSRF-Token': 't1', 'Content-Type': 'application/json' });
  });

  it('turns a non-OK response into "<status>: <body>"', async () => {
    mockFetch(new Response('name is required', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toMatchObject({ message: '400: name is required' });
  });

  it('keeps the status, the body and the headers on the error, for callers that answer them in their own words', async () => {
    mockFetch(new Response('{"fields":{"email":"bad"}}', { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '120' } }));
    const error = await apiRequest('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: '{"fields":{"email":"bad"}}', message: '429: {"fields":{"email":"bad"}}' });
    expect((error as ApiError).headers.get('Retry-After')).toBe('120');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/products')).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    mockFetch(new Response('login first', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('401: login first');
    const unread = new Response('login first', { status: 401, statusText: 'Unauthorized' });
    mockFetch(unread);
    await expect(apiRequest('GET', '/api/x', undefined, { on401: 'returnNull' })).resolves.toBeNull();
    // Read to the end, or the browser keeps the request open.
    expect(unread.bodyUsed).toBe(true);
  });

  it('resolves an empty OK body to null', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeNull();
  });
});

describe('throwIfNotOk', () => {
  it('lets an OK response through', async () => {
    await expect(throwIfNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });
});
