import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_DATES_PATH } from '@azmar/contract/content/content-dates';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentDates } from '../../scripts/gateway/content-dates.mjs';
import { createSitemapSource } from '../../scripts/gateway/sitemap.mjs';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

/** Each <url>'s <loc> and <lastmod> (null when absent). */
function entries(xml: string): [string, string | null][] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    return [/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '', /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null];
  });
}

interface FakeApi {
  url: string;
  requests: string[];
  /** What the next requests get: a status and body, or `hang` (never answers). */
  answer: { status: number; body: string } | 'hang';
  close(): Promise<void>;
}

const servers: FakeApi[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** An API on a free port of loopback, answering what the test sets and recording the paths it was asked. */
async function startFakeApi(): Promise<FakeApi> {
  const api: FakeApi = { url: '', requests: [], answer: { status: 200, body: JSON.stringify(DATES) }, close: async () => {} };
  const server = http.createServer((request, response) => {
    api.requests.push(request.url ?? '');
    if (api.answer === 'hang') return;
    response.writeHead(api.answer.status, { 'content-type': 'application/json' }).end(api.answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  servers.push(api);
  return api;
}

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1_000_000; // as a real clock reads: lru-cache takes a start time of 0 for none
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the gateway's sitemap with the API's content dates", () => {
  it('dates both languages of each page by the content it shows: home the newest, About and Contact none', async () => {
    const api = await startFakeApi();
    const sitemap = createSitemapSource(() => api.url);
    const lastmod: Record<string, string | null> = {
      '/': '2026-11-22T10:15:30Z',
      '/about': null,
      '/services': '2026-11-20T08:00:00Z',
      '/projects': '2026-11-22T10:15:30Z',
      '/products': '2026-11-21T00:00:00Z',
      '/contact': null,
    };
    expect(entries(await sitemap('https://azmar.example'))).toEqual(
      SITE_ROUTES.flatMap((route) => ['en', 'ku'].map((lang) => [`https://azmar.example${route.path}?lang=${lang}`, lastmod[route.path]])),
    );
    expect(api.requests).toEqual([CONTENT_DATES_PATH]);
  });

  it('asks the API once per TTL, however many sitemaps are asked for at once', async () => {
    const api = await startFakeApi();
    const clock = manualClock();
    const sitemap = createSitemapSource(() => api.url, { ttlMs: 30_000, now: clock.now });
    const answers = await Promise.all([sitemap('http://a.example'), sitemap('http://b.example'), sitemap('http://c.example')]);
    expect(answers.every((xml) => xml.includes('<lastmod>2026-11-20T08:00:00Z</lastmod>'))).toBe(true);
    clock.advance(29_999);
    await sitemap('http://a.example');
    expect(api.requests).toHaveLength(1);

    api.answer = { status: 200, body: JSON.stringify({ ...DATES, services: '2026-11-23T12:00:00.000Z' }) };
    // Stale once more than the TTL has passed (lru-cache's rule).
    clock.advance(2);
    expect(await sitemap('http://a.example')).toContain('<lastmod>2026-11-23T12:00:00Z</lastmod>');
    expect(api.requests).toHaveLength(2);
  });

  it('goes without <lastmod> when there is no API, it is unreachable, or it answers an error, nonsense or nothing', async () => {
    const closed = await startFakeApi();
    const closedUrl = closed.url;
    await closed.close();
    const failing = await startFakeApi();
    failing.answer = { status: 503, body: '{"statusCode":503}' };
    const nonsense = await startFakeApi();
    nonsense.answer = { status: 200, body: JSON.stringify({ ...DATES, services: '<script>' }) };
    const notJson = await startFakeApi();
    notJson.answer = { status: 200, body: '<html>' };
    const silent = await startFakeApi();
    silent.answer = 'hang';

    for (const target of [null, closedUrl, failing.url, nonsense.url, notJson.url, silent.url]) {
      const xml = await createSitemapSource(() => target, { timeoutMs: 200 })('https://azmar.example');
      expect(entries(xml)).toHaveLength(2 * SITE_ROUTES.length);
      expect(xml, String(target)).not.toContain('<lastmod>');
    }
    expect(silent.requests).toEqual([CONTENT_DATES_PATH]);
  });

  it('keeps the last good dates through a failure, and asks again only after the retry delay', async () => {
    const api = await startFakeApi();
    const clock = manualClock();
    const dates = createContentDates({ apiTarget: () => api.url, ttlMs: 1000, retryMs: 500, now: clock.now });
    expect(await dates()).toEqual(DATES);
    api.answer = { status: 500, body: '' };
    clock.advance(1001);
    expect(await dates()).toEqual(DATES);
    clock.advance(500);
    expect(await dates()).toEqual(DATES);
    expect(api.requests).toHaveLength(2);
    api.answer = { status: 200, body: JSON.stringify({ ...DATES, projects: null }) };
    clock.advance(1);
    expect(await dates()).toEqual({ ...DATES, projects: null });
    expect(api.requests).toHaveLength(3);
  });

  it('follows the API as apiTarget moves it', async () => {
    const first = await startFakeApi();
    const second = await startFakeApi();
    second.answer = { status: 200, body: JSON.stringify({ ...DATES, products: '2026-11-23T00:00:00.000Z' }) };
    let target = first.url;
    const clock = manualClock();
    const dates = createContentDates({ apiTarget: () => target, ttlMs: 1000, now: clock.now });
    expect((await dates())?.products).toBe(DATES.products);
    target = second.url;
    clock.advance(1001);
    expect((await dates())?.products).toBe('2026-11-23T00:00:00.000Z');
  });
});
