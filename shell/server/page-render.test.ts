// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
// The built gateway: its render workers are the JavaScript tsc emits (`npm run build -w shell` first).
import { startPageRender, type Page, type PageRenderOptions } from '../dist-server/gateway/page-render.js';
import { newFormMarks } from './form-marks.js';
import type { SiteNow } from './render-types.js';

// Real worker threads running a fake of the shell's server render: it writes which thread rendered the page, how
// many pages that worker rendered at once at the most meanwhile, its count of renders and the site it was given; it
// can be made to crash, hang or throw, and write a big page.
const STAND_IN_BUNDLE = `
const { threadId } = require('node:worker_threads');
let inFlight = 0;
let renders = 0;
exports.createRenderer = async () => ({
  render: async (request, site) => {
    if (request.path === '/crash') process.exit(3);
    if (request.path === '/hang') for (;;);
    if (request.path === '/throw') throw new Error('render code failed');
    renders += 1;
    inFlight += 1;
    let most = inFlight;
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      most = Math.max(most, inFlight);
    }
    inFlight -= 1;
    const html = '<p id="thread">' + threadId + '</p><p id="most">' + most + '</p><p id="render">' + renders + '</p>' +
      '<p id="site">' + site.assetsVersion + '</p><p id="routes">' + site.routes.length + '</p>' +
      (request.path === '/big' ? '<p>' + 'x'.repeat(64 * 1024) + '</p>' : '');
    return { status: 200, html: Buffer.from(html), language: 'en', remote: null, ...(request.path === '/no-remote' ? { remoteError: 'down' } : {}) };
  },
});
`;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-render-'));
  writeFileSync(path.join(dir, 'render.cjs'), STAND_IN_BUNDLE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SITE = { now: { serverEntries: {}, assets: {}, assetsVersion: '1', routes: MENU_ROUTES, version: 1 } as unknown as SiteNow, version: 1 };
const started: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const each of started.splice(0)) await each.close();
});

async function pageRender(lines: string[], extra: Partial<PageRenderOptions> = {}) {
  const created = await startPageRender({
    bundle: path.join(dir, 'render.cjs'),
    site: () => SITE,
    apiOrigin: 'http://127.0.0.1:9',
    cacheMs: 0,
    timeoutMs: 1000,
    workers: 1,
    formMarks: newFormMarks(),
    log: (line) => lines.push(line),
    ...extra,
  });
  started.push(created);
  return created;
}

const request = (pagePath: string) => ({ path: pagePath, search: '', origin: 'http://site.test' });
const numberIn = (page: Page | null, id: string) => Number(new RegExp(`<p id="${id}">(\\d+)</p>`).exec(Buffer.from(page?.html ?? []).toString())?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the render workers', () => {
  it('render several pages at once in one worker, and on every worker there is', async () => {
    const pages = await pageRender([], { workers: 2 });
    const rendered = await Promise.all(Array.from({ length: 8 }, (_, index) => pages.render(request(`/page-${index}`), 'en', undefined, false)));
    expect(rendered.every((page) => page?.status === 200)).toBe(true);
    expect(Math.max(...rendered.map((page) => numberIn(page, 'most')))).toBeGreaterThan(1);
    expect(new Set(rendered.map((page) => numberIn(page, 'thread'))).size).toBe(2);
  });

  it('answer null for a page whose render throws, and render the next in the same worker', async () => {
    const lines: string[] = [];
    const pages = await pageRender(lines);
    const before = numberIn(await pages.render(request('/'), 'en', undefined, false), 'thread');
    expect(await pages.render(request('/throw'), 'en', undefined, false)).toBeNull();
    expect(lines.join('\n')).toContain('render code failed');
    expect(numberIn(await pages.render(request('/'), 'en', undefined, false), 'thread')).toBe(before);
  });

  it('replace a worker that crashed: the page it had fails, the next is rendered by a new worker', async () => {
    const pages = await pageRender([]);
    const before = numberIn(await pages.render(request('/'), 'en', undefined, false), 'thread');
    expect(await pages.render(request('/crash'), 'en', undefined, false)).toBeNull();
    const after = await pages.render(request('/'), 'en', undefined, false);
    expect(after?.status).toBe(200);
    expect(numberIn(after, 'thread')).not.toBe(before);
  });

  it('are replaced when one is stuck in a render, so the next pages are rendered by new ones', async () => {
    const lines: string[] = [];
    const pages = await pageRender(lines, { callTimeoutMs: 500 });
    const before = numberIn(await pages.render(request('/'), 'en', undefined, false), 'thread');
    expect(await pages.render(request('/hang'), 'en', undefined, false)).toBeNull();
    const next = await pages.render(request('/projects'), 'en', undefined, false);
    expect(next?.status).toBe(200);
    expect(numberIn(next, 'thread')).not.toBe(before);
    expect(lines.join('\n')).toContain('render took longer than 500 ms');
  });

  it('render with the site as it is now, each time it changes', async () => {
    let site = SITE;
    const pages = await pageRender([], { site: () => site, workers: 2 });
    const sites = async () =>
      (await Promise.all([1, 2, 3, 4].map(() => pages.render(request('/'), 'en', undefined, false)))).map((page) => numberIn(page, 'site'));
    expect(await sites()).toEqual([1, 1, 1, 1]);
    site = { now: { ...SITE.now, assetsVersion: '2', routes: MENU_ROUTES.slice(1), version: 2 }, version: 2 };
    expect(await sites()).toEqual([2, 2, 2, 2]);
    expect(numberIn(await pages.render(request('/'), 'en', undefined, false), 'routes')).toBe(MENU_ROUTES.length - 1);
  });

  it('hand over a big page whole, and the pages after it from the same worker', async () => {
    const pages = await pageRender([]);
    const big = await pages.render(request('/big'), 'en', undefined, false);
    expect(Buffer.from(big?.html ?? []).toString()).toContain(`<p>${'x'.repeat(64 * 1024)}</p>`);
    const next = await Promise.all(['/a', '/b', '/big', '/c'].map((pagePath) => pages.render(request(pagePath), 'en', undefined, false)));
    expect(next.map((page) => numberIn(page, 'thread'))).toEqual(Array(4).fill(numberIn(big, 'thread')));
    expect(
      next.map((page) =>
        Buffer.from(page?.html ?? [])
          .toString()
          .includes('x'.repeat(64 * 1024)),
      ),
    ).toEqual([false, false, true, false]);
    expect(numberIn(next[3]!, 'render')).toBe(5);
  });

  it('compress a page for the client that asked, in the worker', async () => {
    const pages = await pageRender([]);
    const page = await pages.render(request('/'), 'en', 'gzip, br', false);
    expect(Object.keys(page?.encoded ?? {})).toEqual(['br']);
  });
});

describe('the page cache', () => {
  it('serves a page again within RENDER_CACHE_MS, per language, and a cached page while every worker is stuck', async () => {
    const pages = await pageRender([], { cacheMs: 60_000, callTimeoutMs: 3000 });
    const first = await pages.render(request('/about'), 'en', undefined, true);
    expect(await pages.render(request('/about'), 'en', undefined, true)).toBe(first);
    expect(numberIn(await pages.render(request('/about'), 'ku', undefined, true), 'render')).toBeGreaterThan(numberIn(first, 'render'));
    const stuck = pages.render(request('/hang'), 'en', undefined, true);
    expect(await pages.render(request('/about'), 'en', undefined, true)).toBe(first);
    expect(await stuck).toBeNull();
  });

  it('renders a page made for one visitor every time, and a page without its remote again at once', async () => {
    const pages = await pageRender([], { cacheMs: 60_000 });
    const once = numberIn(await pages.render(request('/contact'), 'en', undefined, false), 'render');
    expect(numberIn(await pages.render(request('/contact'), 'en', undefined, false), 'render')).toBe(once + 1);
    const missing = numberIn(await pages.render(request('/no-remote'), 'en', undefined, true), 'render');
    expect(numberIn(await pages.render(request('/no-remote'), 'en', undefined, true), 'render')).toBe(missing + 1);
  });

  it('answers a page that has just run out at once, as it was, while one render makes the next; an older one never', async () => {
    const cacheMs = 1000;
    const pages = await pageRender([], { cacheMs });
    const rendered = async () => numberIn(await pages.render(request('/services'), 'en', undefined, true), 'render');
    const first = await rendered();
    await sleep(cacheMs + 100);
    // Run out, within as long again: the same page, at once, for every visitor; its successor is on its way.
    expect(await Promise.all([rendered(), rendered()])).toEqual([first, first]);
    let next = first;
    for (let tries = 0; tries < 50 && next === first; tries += 1) {
      await sleep(20);
      next = await rendered();
    }
    // One render made the successor, shared by both visitors who met the old page.
    expect(next).toBe(first + 1);
    // Past twice its time, the page is not served again: the visitor waits for a new one.
    await sleep(2 * cacheMs + 100);
    expect(await rendered()).toBe(next + 1);
  });
});
