// The front door asks the render service for every page (RENDER_UPSTREAM), telling it the visitor's URL, host,
// scheme and cookie; the page's status stays the front door's (404 for a path no route owns). When the render
// service does not answer, the page is the shell's static index.html. A fake render service plays it here
// (the real one runs in the container test). The staff inbox (/inbox) is rendered too, but never stored by a browser
// or a proxy, whatever the render service says; what it answers without a render service is in the front-door table.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let nginx: RunningNginx;
let render: http.Server;
let renderUp = true;
const seen: http.IncomingHttpHeaders[] = [];
const posts: Array<{ method?: string; body: string }> = [];

beforeAll(async () => {
  dists = makeFakeDists();
  render = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posts.push({ method: req.method, body });
        res.writeHead(303, { Location: '/contact?lang=ku&sent=1' });
        res.end();
      });
      return;
    }
    if (!renderUp) {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      res.end('down');
      return;
    }
    const html = `<!doctype html><p>rendered ${req.url} for ${String(req.headers['x-original-uri'])}</p>`;
    const status = String(req.headers['x-original-uri']).startsWith('/no-such') ? 404 : 200;
    // As the real one does: compressed when the visitor accepts it, and saying so.
    if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
        Vary: 'Cookie, Accept-Encoding',
      });
      res.end(gzipSync(html));
      return;
    }
    // The cache rule of a public page: for /inbox, nginx's own rule must win.
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding' });
    res.end(html);
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

describe('pages through the render service', () => {
  it('sends a route with its query, the host, the scheme and the cookie, and answers what the render service rendered', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/services?lang=ku', {
      headers: { Cookie: 'azmar_lang=en', Host: 'azmar.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toMatch(/rendered \/index\.html\S* for \/services\?lang=ku/);
    const headers = seen.at(-1) ?? {};
    expect(headers.host).toBe('azmar.example');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers.cookie).toBe('azmar_lang=en');
  });

  it('sends the host with its port, so a stack published on a port other than 80 links its own origin', async () => {
    await rawRequest(nginx.baseUrl, '/contact', { headers: { Host: '127.0.0.1:8080' } });
    expect(seen.at(-1)?.host).toBe('127.0.0.1:8080');
  });

  it("passes a post of the contact form to the render service, body and visitor's address included, and its redirect back", async () => {
    const body = 'name=Aram&email=aram%40example.com&message=Hello+there+friends&submissionId=0b7c2c3e-1111-4222-8333-444455556666';
    for (const path of ['/contact?lang=ku', '/contact/']) {
      const answer = await rawRequest(nginx.baseUrl, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Origin: nginx.baseUrl },
        body,
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/contact?lang=ku&sent=1');
      expect(posts.at(-1)).toEqual({ method: 'POST', body });
      expect(seen.at(-1)?.['x-original-uri']).toBe(path);
      expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
    }
  });

  it('refuses a post to a page without a form (405), without asking the render service', async () => {
    const before = posts.length;
    const answer = await rawRequest(nginx.baseUrl, '/about', { method: 'POST', headers: { 'Content-Length': '0' } });
    expect(answer.status).toBe(405);
    expect(posts.length).toBe(before);
  });

  it("passes the visitor's Accept-Encoding on and the compressed page back as it came (nginx compresses nothing)", async () => {
    for (const path of ['/products?lang=ku', '/no-such-page']) {
      const answer = await rawRequest(nginx.baseUrl, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(seen.at(-1)?.['accept-encoding'], path).toBe('gzip, deflate, br');
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(answer.headers.vary, path).toBe('Cookie, Accept-Encoding');
      expect(gunzipSync(answer.body).toString(), path).toContain(`for ${path}`);
    }
    const plain = await rawRequest(nginx.baseUrl, '/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('for /products');
  });

  it('keeps 404 for a path no route owns, with the rendered 404 page', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('for /no-such-page');
  });

  it('falls back to the shell static page when the render service answers 503, for routes, the 404 page and the inbox alike', async () => {
    renderUp = false;
    try {
      const page = await rawRequest(nginx.baseUrl, '/about');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(INDEX_HTML);
      const missing = await rawRequest(nginx.baseUrl, '/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toBe(INDEX_HTML);
      // The staff inbox's static page is still never stored.
      const inbox = await rawRequest(nginx.baseUrl, '/inbox');
      expect(inbox.status).toBe(200);
      expect(inbox.body.toString()).toBe(INDEX_HTML);
      expect(inbox.headers['cache-control']).toBe('no-store');
      expect(inbox.headers.vary).toBe('Cookie, Accept-Encoding');
    } finally {
      renderUp = true;
    }
  });
});

describe('/inbox through the render service', () => {
  it.each(['/inbox', '/inbox/', '/inbox?lang=ku&message=3'])('%s is the rendered page, 200, no-store, varying on the cookie', async (path) => {
    const answer = await rawRequest(nginx.baseUrl, path, { headers: { Cookie: 'azmar_staff=abc; azmar_lang=ku' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain(`for ${path}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    // The cookie goes to the render service like any page's (for the language); the session is read by the page's code.
    expect(seen.at(-1)?.cookie).toBe('azmar_staff=abc; azmar_lang=ku');
  });
});
