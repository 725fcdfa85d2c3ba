// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeShellBuild } from './fake-shell-build.mjs';
import { createRenderService } from './render-service.mjs';

// The render service's workers, real worker threads running a fake of the shell's server build: it renders the
// thread's id and how many pages that worker was rendering at the most while it rendered this one, so a test sees
// which worker answered and whether pages overlapped; it can be made to crash, hang or throw.
const STAND_IN_BUNDLE = `
const { threadId } = require('node:worker_threads');
let inFlight = 0;
exports.createRenderer = async () => ({
  render: async (request, site) => {
    if (request.path === '/crash') process.exit(3);
    if (request.path === '/hang') for (;;);
    if (request.path === '/throw') throw new Error('render code failed');
    inFlight += 1;
    let most = inFlight;
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      most = Math.max(most, inFlight);
    }
    inFlight -= 1;
    const html = site.assets.template.replace('</body>', '<p id="thread">' + threadId + '</p><p id="most">' + most + '</p></body>');
    return { status: 200, html: Buffer.from(html), language: 'en', slot: null };
  },
});
`;

let shellDist = '';
beforeAll(() => {
  const build = fakeShellBuild(STAND_IN_BUNDLE);
  shellDist = build.shellDist;
  return build.remove;
});

const services = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

async function service(lines, extra = {}) {
  const created = await createRenderService({
    shellDist,
    serverEntries: () => ({}),
    browserEntries: () => ({}),
    apiOrigin: 'http://127.0.0.1:9',
    cacheMs: 0,
    workers: 1,
    log: (line) => lines.push(line),
    ...extra,
  });
  services.push(created);
  return created;
}

const request = (pagePath) => ({ path: pagePath, search: '', origin: 'http://site.test' });
const numberIn = (page, id) => Number(new RegExp(`<p id="${id}">(\\d+)</p>`).exec(page?.html ?? '')?.[1]);

describe('render service workers', () => {
  it('renders several pages at once in one worker, and on every worker it has', async () => {
    const renders = await service([], { workers: 2 });
    const pages = await Promise.all(Array.from({ length: 8 }, (_, index) => renders.render(request(`/page-${index}`))));
    expect(pages.every((page) => page?.status === 200)).toBe(true);
    expect(Math.max(...pages.map((page) => numberIn(page, 'most')))).toBeGreaterThan(1);
    expect(new Set(pages.map((page) => numberIn(page, 'thread'))).size).toBe(2);
  });

  it('answers null for a page whose render throws, and renders the next in the same worker', async () => {
    const lines = [];
    const renders = await service(lines);
    const before = numberIn(await renders.render(request('/')), 'thread');
    expect(await renders.render(request('/throw'))).toBeNull();
    expect(lines.join('\n')).toContain('render code failed');
    expect(numberIn(await renders.render(request('/')), 'thread')).toBe(before);
  });

  it('replaces a worker that crashed: the page it had fails, the next is rendered by a new worker', async () => {
    const lines = [];
    const renders = await service(lines);
    const before = numberIn(await renders.render(request('/')), 'thread');
    expect(await renders.render(request('/crash'))).toBeNull();
    const after = await renders.render(request('/'));
    expect(after?.status).toBe(200);
    expect(numberIn(after, 'thread')).not.toBe(before);
  });

  it('stops a worker stuck in a render, so the next pages are rendered by a new one', async () => {
    const lines = [];
    const renders = await service(lines, { workerTimeoutMs: 500 });
    const before = numberIn(await renders.render(request('/')), 'thread');
    expect(await renders.render(request('/hang'))).toBeNull();
    const next = await renders.render(request('/projects'));
    expect(next?.status).toBe(200);
    expect(numberIn(next, 'thread')).not.toBe(before);
    expect(lines.join('\n')).toContain('render took longer than 500 ms');
  });

  it('answers a cached page while every worker is stuck', async () => {
    const renders = await service([], { cacheMs: 60_000, workerTimeoutMs: 3000 });
    const cached = await renders.render(request('/about'));
    const stuck = renders.render(request('/hang'));
    expect(await renders.render(request('/about'))).toBe(cached);
    expect(await stuck).toBeNull();
  });
});
