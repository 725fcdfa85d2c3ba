// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_DATES_PATH } from '@azmar/contract/content/content-dates';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { createContentDates, sitemapXml } from './sitemap.js';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.000Z', products: null };
const NEWER = { ...DATES, services: '2026-12-01T09:00:00.000Z' };

type Behaviour = 'dates' | 'newer' | 'error' | 'not json' | 'silent';

/** An API answering its content dates as `behaviour` says, counting the times it is asked. */
async function startApi() {
  const api = { behaviour: 'dates' as Behaviour, asked: 0, origin: '', server: null as Server | null };
  api.server = createServer((request, response) => {
    if (request.url !== CONTENT_DATES_PATH) return response.writeHead(404).end();
    api.asked += 1;
    if (api.behaviour === 'silent') return;
    if (api.behaviour === 'error') return response.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}');
    if (api.behaviour === 'not json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(api.behaviour === 'newer' ? NEWER : DATES));
  });
  await new Promise<void>((resolve) => api.server!.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return api;
}

const apis: Awaited<ReturnType<typeof startApi>>[] = [];
let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi();
  apis.push(api);
});
afterAll(() => {
  for (const each of apis) {
    each.server?.closeAllConnections();
    each.server?.close();
  }
});

/** Long enough for lru-cache to count an entry of a 1 ms lifetime as run out. */
const pastOneMillisecond = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the sitemap's content dates", () => {
  it('are asked of the API once per interval, however many sitemaps are asked for at once', async () => {
    const dates = createContentDates(() => api.origin, { ttlMs: 60_000 });
    expect(await Promise.all(Array.from({ length: 5 }, () => dates()))).toEqual(Array(5).fill(DATES));
    expect(await dates()).toEqual(DATES);
    expect(api.asked).toBe(1);
  });

  it.each(['error', 'not json', 'silent'] as const)('are none when the API answers %s: the sitemap goes without <lastmod>', async (behaviour) => {
    api.behaviour = behaviour;
    // Long enough for the request to reach the API on a busy machine (at 200 ms a silent API was sometimes never asked).
    const dates = createContentDates(() => api.origin, { timeoutMs: 1000 });
    expect(await dates()).toBeNull();
    const xml = await sitemapXml(
      'https://azmar.example',
      MENU_ROUTES.filter((route) => route.id === 'services'),
      dates,
    );
    expect(xml).toContain('<loc>https://azmar.example/services?lang=en</loc>');
    expect(xml).not.toContain('<lastmod>');
    expect(api.asked).toBe(1);
  });

  it('are the last good ones through a failure, the API asked again only after the retry delay', async () => {
    const patient = createContentDates(() => api.origin, { ttlMs: 1, retryMs: 60_000 });
    expect(await patient()).toEqual(DATES);
    await pastOneMillisecond();
    api.behaviour = 'error';
    expect(await patient()).toEqual(DATES);
    api.behaviour = 'newer';
    await pastOneMillisecond();
    expect(await patient()).toEqual(DATES);
    expect(api.asked).toBe(2);

    const eager = createContentDates(() => api.origin, { ttlMs: 1, retryMs: 1 });
    api.behaviour = 'dates';
    expect(await eager()).toEqual(DATES);
    await pastOneMillisecond();
    api.behaviour = 'error';
    expect(await eager()).toEqual(DATES);
    await pastOneMillisecond();
    api.behaviour = 'newer';
    expect(await eager()).toEqual(NEWER);
  });

  it('are asked of the API where it is now', async () => {
    const moved = await startApi();
    apis.push(moved);
    moved.behaviour = 'newer';
    let origin = api.origin;
    const dates = createContentDates(() => origin, { ttlMs: 1 });
    expect(await dates()).toEqual(DATES);
    origin = moved.origin;
    await pastOneMillisecond();
    expect(await dates()).toEqual(NEWER);
    expect([api.asked, moved.asked]).toEqual([1, 1]);
  });
});
