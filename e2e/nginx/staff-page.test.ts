// The staff inbox (/inbox, a staff route of the manifest) through the nginx front door: a page like the others,
// rendered by the render service, but never stored by a browser or a proxy (no-store, Vary: Cookie), whatever the
// render service or the shell's static page say, and with the site's security headers. A stand-in plays the render
// service, answering the cache rule of a public page, so the front door's own rule is what is checked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let nginx: RunningNginx;
let render: http.Server;
let renderUp = true;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  dists = makeFakeDists();
  render = http.createServer((req, res) => {
    seen.push(req.headers);
    if (!renderUp) {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      res.end('down');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    res.end(`<!doctype html><p>rendered for ${String(req.headers['x-original-uri'])}</p>`);
  });
  await new Promise<void>((resolve) => render.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({ ...dists.env, RENDER_UPSTREAM: `127.0.0.1:${(render.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
  render?.closeAllConnections();
  await new Promise((resolve) => render?.close(resolve));
});

describe('/inbox through the nginx front door', () => {
  it.each(['/inbox', '/inbox/', '/inbox?lang=ku&message=3'])('%s is the rendered page, 200, no-store, varying on the cookie', async (path) => {
    const answer = await rawRequest(nginx.baseUrl, path, { headers: { Cookie: 'azmar_staff=abc; azmar_lang=ku' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain(`rendered for ${path}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The cookie goes to the render service like any page's (for the language); the session is read by the page's code.
    expect(seen.at(-1)?.cookie).toBe('azmar_staff=abc; azmar_lang=ku');
  });

  it("is the shell's static page, still no-store, when the render service does not answer", async () => {
    renderUp = false;
    try {
      const answer = await rawRequest(nginx.baseUrl, '/inbox');
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(INDEX_HTML);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      renderUp = true;
    }
  });

  it('leaves the public pages as they were: their own cache rule, not no-store', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/contact');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path below the inbox with the 404 page, and refuses a post to it', async () => {
    expect((await rawRequest(nginx.baseUrl, '/inbox/nope')).status).toBe(404);
    expect((await rawRequest(nginx.baseUrl, '/inbox', { method: 'POST', body: 'username=a&password=b' })).status).toBe(405);
  });
});
