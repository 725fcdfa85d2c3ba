// /robots.txt's builder: everything may be crawled, and the sitemap is named on the request's origin. What
// /robots.txt answers on both front doors is in the front-door table.
import { describe, expect, it } from 'vitest';
import { buildRobots } from '../../scripts/gateway/robots.mjs';

describe('buildRobots', () => {
  it('allows every path and names the sitemap by its absolute URL', () => {
    expect(buildRobots('https://azmar.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://azmar.example/sitemap.xml\n');
  });
});
