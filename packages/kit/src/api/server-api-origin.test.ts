// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { fetchableUrl, serverApiFetch, setServerApiOrigin } from '@azmar/kit/api/server-api-origin';

afterEach(() => setServerApiOrigin('http://api:3100'));

it('puts the API origin before the site-relative URLs code on the server fetches, and only those', () => {
  setServerApiOrigin('http://api:3100/');
  expect(fetchableUrl('/api/services')).toBe('http://api:3100/api/services');
  expect(fetchableUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
});

it("reads the API with the render worker's fetch when it gives one, else the runtime's", () => {
  const apiFetch = vi.fn<typeof fetch>();
  setServerApiOrigin('http://api:3100', apiFetch);
  expect(serverApiFetch()).toBe(apiFetch);
  setServerApiOrigin('http://api:3100');
  expect(serverApiFetch()).toBe(fetch);
});
