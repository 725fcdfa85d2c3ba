// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeShellBuild } from './fake-shell-build.mjs';
import { createRenderService } from './render-service.mjs';

// What the render service keeps: a public page is served again within RENDER_CACHE_MS, a staff page (the inbox) is
// rendered for every request. A fake of the shell's server build numbers its renders, so a test sees which
// answer was rendered anew.
const COUNTING_BUNDLE = `
let renders = 0;
exports.createRenderer = async () => ({
  render: async (request, site) => {
    renders += 1;
    return { status: 200, html: Buffer.from(site.assets.template.replace('</body>', '<p id="render">' + renders + '</p></body>')), language: 'en', slot: null };
  },
});
`;

let build;
let service;
beforeAll(async () => {
  build = fakeShellBuild(COUNTING_BUNDLE);
  service = await createRenderService({
    shellDist: build.shellDist,
    serverEntries: () => ({}),
    browserEntries: () => ({}),
    apiOrigin: 'http://127.0.0.1:9',
    cacheMs: 60_000,
    // One worker: the fake's count of renders is per worker.
    workers: 1,
    log: () => {},
  });
});
afterAll(async () => {
  await service?.close();
  build?.remove();
});

const renderNumber = async (pagePath) =>
  Number(/<p id="render">(\d+)<\/p>/.exec((await service.render({ path: pagePath, search: '', origin: 'http://site.test' }))?.html ?? '')?.[1]);

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
});
