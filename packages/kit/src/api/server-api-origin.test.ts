// @vitest-environment node
import { expect, it } from 'vitest';
import { fetchableUrl, setServerApiOrigin } from '@azmar/kit/api/server-api-origin';

it('puts the API origin before the site-relative URLs code on the server fetches, and only those', () => {
  setServerApiOrigin('http://api:3100/');
  expect(fetchableUrl('/api/services')).toBe('http://api:3100/api/services');
  expect(fetchableUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
});
