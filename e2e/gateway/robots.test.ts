// /robots.txt of the gateway: everything may be crawled, and the sitemap is named on the request's origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRobots } from '../../scripts/gateway/robots.mjs';
import { rawGet, startFakeSite, type FakeSite } from './fake-site.ts';

describe('buildRobots', () => {
  it('allows every path and names the sitemap by its absolute URL', () => {
    expect(buildRobots('https://azmar.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://azmar.example/sitemap.xml\n');
  });
});

describe('GET /robots.txt', () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = await startFakeSite();
  });
  afterAll(() => site.close());

  it('answers plain text on the origin of the request, revalidated', async () => {
    const response = await fetch(`${site.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(buildRobots(site.baseUrl));
  });

  it('follows the Host header and the scheme reported by a proxy in front, and refuses a Host that is no host', async () => {
    const response = await rawGet(site.baseUrl, '/robots.txt', { host: 'www.azmar.example', 'x-forwarded-proto': 'https' });
    expect(response.body.toString()).toContain('Sitemap: https://www.azmar.example/sitemap.xml\n');
    expect((await rawGet(site.baseUrl, '/robots.txt', { host: 'x"><script>' })).status).toBe(400);
  });
});
