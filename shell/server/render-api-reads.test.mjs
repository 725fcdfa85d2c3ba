// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeShellBuild } from './fake-shell-build.mjs';
import { createRenderService } from './render-service.mjs';

// How the render workers read the API: through an HTTP cache that keeps only what the API's Cache-Control allows. A
// fake of the shell's server build reads a list with the fetch the worker gives it (as the kit's API client does)
// from a real HTTP server that counts what reaches it.
const READING_BUNDLE = `
exports.createRenderer = async (setup) => ({
  render: async (request, site) => {
    const response = await setup.apiFetch(setup.apiOrigin + request.path.replace('/page', '/api'), { headers: { 'Accept-Encoding': 'identity' } });
    const body = await response.text();
    return { status: 200, html: Buffer.from(site.assets.template.replace('</body>', '<p id="read">' + body + '</p></body>')), language: 'en', slot: null };
  },
});
`;

const reached = { '/api/lists': 0, '/api/private': 0 };
const api = createServer((request, response) => {
  reached[request.url] = (reached[request.url] ?? 0) + 1;
  if (request.url === '/api/lists') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60, must-revalidate', ETag: '"v1"' });
    return response.end(JSON.stringify({ version: 1 }));
  }
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  return response.end(JSON.stringify({ read: reached[request.url] }));
});

let build;
let service;
beforeAll(async () => {
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  build = fakeShellBuild(READING_BUNDLE);
  service = await createRenderService({
    shellDist: build.shellDist,
    serverEntries: () => ({}),
    browserEntries: () => ({}),
    apiOrigin: `http://127.0.0.1:${api.address().port}`,
    // Every page rendered anew, by one worker: what reaches the API is then the HTTP cache's doing alone.
    cacheMs: 0,
    workers: 1,
    log: () => {},
  });
});
afterAll(async () => {
  await service?.close();
  api.close();
  build?.remove();
});

const readOf = async (pagePath) =>
  /<p id="read">(.*)<\/p>/.exec((await service.render({ path: pagePath, search: '', origin: 'http://site.test' }))?.html ?? '')?.[1];

it('reads a list the API lets caches keep once, however many pages show it', async () => {
  for (let page = 0; page < 3; page += 1) expect(JSON.parse((await readOf('/page/lists')) ?? 'null')).toEqual({ version: 1 });
  expect(reached['/api/lists']).toBe(1);
});

it('reads what the API says not to store for every page', async () => {
  const reads = [];
  for (let page = 0; page < 3; page += 1) reads.push(JSON.parse((await readOf('/page/private')) ?? 'null'));
  expect(reads).toEqual([{ read: 1 }, { read: 2 }, { read: 3 }]);
  expect(reached['/api/private']).toBe(3);
});
