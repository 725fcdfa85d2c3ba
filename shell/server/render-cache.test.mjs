// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeShellBuild } from './fake-shell-build.mjs';
import { createRenderService } from './render-service.mjs';

// What the render service keeps: a public page is served again within RENDER_CACHE_MS (and for as long again while
// its successor renders), a staff page (the inbox) is rendered for every request. A fake of the shell's server build
// numbers its renders, so a test sees which answer was rendered anew.
const COUNTING_BUNDLE = `
let renders = 0;
exports.createRenderer = async () => ({
  render: async (request, site) => {
    renders += 1;
    return { status: 200, html: Buffer.from(site.assets.template.replace('</body>', '<p id="render">' + renders + '</p></body>')), language: 'en', slot: null };
  },
});
`;

/** A render service over the counting build, keeping pages for `cacheMs`. */
const startService = (shellDist, cacheMs) =>
  createRenderService({
    shellDist,
    serverEntries: () => ({}),
    browserEntries: () => ({}),
    apiOrigin: 'http://127.0.0.1:9',
    cacheMs,
    // One worker: the fake's count of renders is per worker.
    workers: 1,
    log: () => {},
  });

let build;
let service;
let shortLived;
beforeAll(async () => {
  build = fakeShellBuild(COUNTING_BUNDLE);
  [service, shortLived] = await Promise.all([startService(build.shellDist, 60_000), startService(build.shellDist, SHORT_CACHE_MS)]);
});
afterAll(async () => {
  await Promise.all([service?.close(), shortLived?.close()]);
  build?.remove();
});

const SHORT_CACHE_MS = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const renderNumber = async (pagePath, from = service) =>
  Number(/<p id="render">(\d+)<\/p>/.exec((await from.render({ path: pagePath, search: '', origin: 'http://site.test' }))?.html ?? '')?.[1]);

describe('the render cache', () => {
  it('serves a public page again within RENDER_CACHE_MS', async () => {
    const first = await renderNumber('/about');
    expect(await renderNumber('/about')).toBe(first);
  });

  it('renders the staff inbox for every request, never from the cache', async () => {
    const first = await renderNumber('/inbox');
    const second = await renderNumber('/inbox');
    expect(second).toBeGreaterThan(first);
    expect(await renderNumber('/inbox/')).toBeGreaterThan(second);
  });

  it('answers a page that has just run out at once, as it was, while one render makes the next; an older one never', async () => {
    const first = await renderNumber('/services', shortLived);
    await sleep(SHORT_CACHE_MS + 100);
    // Run out, within as long again: the same page, at once, for every visitor; its successor is on its way.
    const [stale, alsoStale] = await Promise.all([renderNumber('/services', shortLived), renderNumber('/services', shortLived)]);
    expect([stale, alsoStale]).toEqual([first, first]);
    let next = first;
    for (let tries = 0; tries < 50 && next === first; tries += 1) {
      await sleep(20);
      next = await renderNumber('/services', shortLived);
    }
    // One render made the successor, shared by both visitors who met the old page.
    expect(next).toBe(first + 1);
    // Past twice its time, the page is not served again: the visitor waits for a new one.
    await sleep(2 * SHORT_CACHE_MS + 100);
    expect(await renderNumber('/services', shortLived)).toBe(next + 1);
  });
});
