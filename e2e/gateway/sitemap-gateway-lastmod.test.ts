import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_DATES_PATH } from '@azmar/contract/content/content-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSite, type FakeSite } from './fake-site.ts';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

/** The <lastmod> of each <url>, in order (null when absent). */
const lastmods = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => /<lastmod>([^<]*)<\/lastmod>/.exec(match[1] ?? '')?.[1] ?? null);

describe('GET /sitemap.xml with the API running', () => {
  let api: http.Server;
  let site: FakeSite;
  beforeAll(async () => {
    api = http.createServer((request, response) => {
      if (request.url === CONTENT_DATES_PATH) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DATES));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    site = await startFakeSite({ apiTarget: () => apiUrl });
  });
  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it("puts each page's content date on both of its languages", async () => {
    const response = await fetch(`${site.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const pages = ['2026-11-22T10:15:30Z', null, '2026-11-20T08:00:00Z', '2026-11-22T10:15:30Z', '2026-11-21T00:00:00Z', null];
    expect(lastmods(await response.text())).toEqual(pages.flatMap((lastmod) => [lastmod, lastmod]));
  });
});

describe('GET /sitemap.xml with no API', () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = await startFakeSite();
  });
  afterAll(() => site.close());

  it('answers the sitemap without <lastmod>', async () => {
    const response = await fetch(`${site.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(lastmods(await response.text())).toEqual(Array(12).fill(null));
  });
});
