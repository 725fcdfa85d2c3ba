// The nginx front door serving the repository's own builds (run `npm run build` first): the shell page at every
// route, the files it references, and each remote through its upstream. The shell's files and one remote's come
// from separate nginx processes in the files role, as the shell's and a remote's own containers run it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REMOTES, SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { rawRequest } from './fake-dists.ts';
import { ROOT_DIR, startNginx, type RunningNginx } from './nginx-process.ts';

const shellDist = path.join(ROOT_DIR, 'shell', 'dist');
const distEnv: Record<string, string> = { SHELL_DIST: shellDist };
for (const remote of SITE_REMOTES) distEnv[`${remote.envVar.replace(/_URL$/, '')}_DIST`] = path.join(ROOT_DIR, remote.workspace, 'dist');

let front: RunningNginx;
let catalogueServer: RunningNginx;
let shellServer: RunningNginx;
beforeAll(async () => {
  for (const dir of Object.values(distEnv)) {
    if (!existsSync(path.join(dir, dir === shellDist ? 'index.html' : 'remoteEntry.js'))) throw new Error(`${dir} is not built: run npm run build first`);
  }
  catalogueServer = await startNginx({ ...distEnv, NGINX_ROLE: 'files' });
  shellServer = await startNginx({ SHELL_DIST: shellDist, NGINX_ROLE: 'files' });
  // No shell files of its own: everything of the shell must come through SHELL_UPSTREAM.
  front = await startNginx({
    ...distEnv,
    SHELL_DIST: path.join(ROOT_DIR, 'no-such-folder'),
    SHELL_UPSTREAM: shellServer.filesAddress,
    MFE_CATALOGUE_UPSTREAM: catalogueServer.filesAddress,
    MAP_ORIGIN: 'https://maps.example.com',
  });
});
afterAll(async () => {
  await front?.stop();
  await catalogueServer?.stop();
  await shellServer?.stop();
});

describe('the built site behind nginx', () => {
  const indexHtml = () => readFileSync(path.join(shellDist, 'index.html'), 'utf8');

  it.each(SITE_ROUTES.map((route) => route.path))('%s answers the built shell page', async (urlPath) => {
    const response = await fetch(front.baseUrl + urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml());
  });

  it("sends the site's security headers with the shell's page, not the shell server's own", async () => {
    const page = await fetch(`${front.baseUrl}/contact`);
    const ownServer = await fetch(`http://${shellServer.filesAddress}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain('frame-src https://maps.example.com;');
    expect(page.headers.get('content-security-policy')).toContain('object-src https://maps.example.com;');
    // The shell's own server has no MAP_ORIGIN: the default map, which the front door's headers replace.
    expect(ownServer.headers.get('content-security-policy')).toContain('frame-src https://www.openstreetmap.org;');
    expect(ownServer.headers.get('content-security-policy')).not.toContain('https://maps.example.com');
    expect(page.headers.get('content-security-policy')).not.toContain('openstreetmap');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the built shell page with 404 elsewhere', async () => {
    const response = await fetch(`${front.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(indexHtml());
  });

  it('serves every script and stylesheet the shell page references, hashed ones immutable', async () => {
    const references = [...indexHtml().matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      const response = await fetch(front.baseUrl + reference);
      expect(response.status, reference).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(shellDist, reference))), reference).toBe(true);
      if (/\.[0-9a-f]{8,}\.(js|css)$/.test(reference)) expect(response.headers.get('cache-control'), reference).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(SITE_REMOTES.map((remote) => remote.workspace))("serves %s's remoteEntry.js and a hashed chunk through its upstream", async (workspace) => {
    const dist = path.join(ROOT_DIR, workspace, 'dist');
    const entry = await rawRequest(front.baseUrl, `/remotes/${workspace}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.body.equals(readFileSync(path.join(dist, 'remoteEntry.js')))).toBe(true);

    const chunk = readdirSync(dist).find((name) => /^[\w-]+\.[0-9a-f]{8,}\.js$/.test(name));
    expect(chunk).toBeTruthy();
    const answer = await rawRequest(front.baseUrl, `/remotes/${workspace}/${chunk}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the .br and .gz copies the build wrote (gzip_static, brotli_static)', async () => {
    const entry = readFileSync(path.join(ROOT_DIR, 'mfe-contact', 'dist', 'remoteEntry.js'));
    const br = await rawRequest(front.baseUrl, '/remotes/mfe-contact/remoteEntry.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(entry)).toBe(true);
    const gz = await rawRequest(front.baseUrl, '/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(indexHtml());
  });

  it('points /remotes.json at the remotes on this origin', async () => {
    const json = (await (await fetch(`${front.baseUrl}/remotes.json`)).json()) as Record<string, string>;
    expect(json).toEqual(Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, remote.defaultEntry])));
  });
});
