// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRenderService } from './render-service.mjs';

// The render service's hold on its worker thread, with a real worker running a stand-in for the shell's server build:
// it renders the thread's id, so a test sees which worker answered, and it can be made to crash or hang.
const STAND_IN_BUNDLE = `
const { threadId } = require('node:worker_threads');
exports.createRenderer = async () => ({
  useRemoteEntries: async (entries) => Object.keys(entries),
  pageLanguage: async () => 'en',
  render: async (template, request) => {
    if (request.path === '/crash') process.exit(3);
    if (request.path === '/hang') for (;;);
    if (request.path === '/throw') throw new Error('render code failed');
    return { status: 200, html: template.replace('</body>', '<p id="thread">' + threadId + '</p></body>'), language: 'en', slot: null, modules: [] };
  },
});
`;

let shellDist = '';
beforeAll(() => {
  shellDist = mkdtempSync(path.join(tmpdir(), 'render-worker-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head></head><body></body></html>');
  mkdirSync(path.join(shellDist, 'server'));
  writeFileSync(path.join(shellDist, 'server', 'render.cjs'), STAND_IN_BUNDLE);
  return () => rmSync(shellDist, { recursive: true, force: true });
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
    log: (line) => lines.push(line),
    ...extra,
  });
  services.push(created);
  return created;
}

const request = (pagePath) => ({ path: pagePath, search: '', origin: 'http://site.test' });
const threadOf = (page) => Number(/<p id="thread">(\d+)<\/p>/.exec(page?.html ?? '')?.[1]);

describe('render service worker', () => {
  it('renders every page in the same worker while it is well', async () => {
    const renders = await service([]);
    const first = await renders.render(request('/'));
    const second = await renders.render(request('/about'));
    expect(first?.status).toBe(200);
    expect(threadOf(first)).toBeGreaterThan(0);
    expect(threadOf(second)).toBe(threadOf(first));
  });

  it('answers null for a page whose render throws, and renders the next in the same worker', async () => {
    const lines = [];
    const renders = await service(lines);
    const before = threadOf(await renders.render(request('/')));
    expect(await renders.render(request('/throw'))).toBeNull();
    expect(lines.join('\n')).toContain('render code failed');
    expect(threadOf(await renders.render(request('/')))).toBe(before);
  });

  it('replaces a worker that crashed: the page it had fails, the next is rendered by a new worker', async () => {
    const lines = [];
    const renders = await service(lines);
    const before = threadOf(await renders.render(request('/')));
    expect(await renders.render(request('/crash'))).toBeNull();
    const after = await renders.render(request('/'));
    expect(after?.status).toBe(200);
    expect(threadOf(after)).not.toBe(before);
    expect(lines.join('\n')).toContain('exit code 3');
  });

  it('stops a worker stuck in a render, so the pages queued behind it are rendered by a new one', async () => {
    const lines = [];
    const renders = await service(lines, { workerTimeoutMs: 500 });
    const before = threadOf(await renders.render(request('/')));
    const stuck = renders.render(request('/hang'));
    const queued = renders.render(request('/projects'));
    expect(await stuck).toBeNull();
    const next = await queued;
    expect(next?.status).toBe(200);
    expect(threadOf(next)).not.toBe(before);
    expect(lines.join('\n')).toContain('render took longer than 500 ms');
  });
});
