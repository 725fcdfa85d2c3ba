// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { fetchableUrl, serverApiFetch, setServerApiOrigin } from '@azmar/kit/api/server-api-origin';

afterEach(() => setServerApiOrigin('http://api:3100'));

it('puts the API origin before the site-relative URLs code on the server fetches, and only those', () => {
  setServerApiOrigin('http://api:3100/');
  expect(fetchableUrl('/api/services')).toBe('http://api:3100/api/services');
  expect(fetchableUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
});

it("reads the API with the render service's fetch when it gives one, else the runtime's", () => {
  const apiFetch = vi.fn<typeof fetch>();
  setServerApiOrigin('http://api:3100', apiFetch);
  expect(serverApiFetch()).toBe(apiFetch);
  setServerApiOrigin('http://api:3100');
  expect(serverApiFetch()).toBe(fetch);
});

it("gives the API client the render service's shared copy of a list when its reader has one, without parsing the body", async () => {
  const { apiRequest } = await import('@azmar/kit/api/api-client');
  const shared = Object.freeze([{ id: 1 }]);
  const text = vi.fn(async () => '[{"id":2}]');
  setServerApiOrigin('http://api:3100', async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(),
    text,
    sharedJson: async () => shared,
  }));
  await expect(apiRequest('GET', '/api/products')).resolves.toBe(shared);
  expect(text).not.toHaveBeenCalled();
  // A reader without it: the body, parsed for this read alone.
  setServerApiOrigin('http://api:3100', async () => ({ ok: true, status: 200, statusText: 'OK', headers: new Headers(), text }));
  await expect(apiRequest('GET', '/api/products')).resolves.toEqual([{ id: 2 }]);
});
