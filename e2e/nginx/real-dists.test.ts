// The nginx front door serving the repository's own builds (run `npm run build` first): the shell page at every
// route, the files it references, and each remote through its upstream, one of them a separate nginx in the
// remote-files role, as a remote's own container runs it.
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
beforeAll(async () => {
  for (const dir of Object.values(distEnv)) {
    if (!existsSync(path.join(dir, dir === shellDist ? 'index.html' : 'remoteEntry.js'))) throw new Error(`${dir} is not built: run npm run build first`);
  }
  catalogueServer = await startNginx({ ...distEnv, NGINX_ROLE: 'remote-files' });
  front = await startNginx({ ...distEnv, MFE_CATALOGUE_UPSTREAM: catalogueServer.remoteFilesAddress });
});
afterAll(async () => {
  await front?.stop();
  await catalogueServer?.stop();
});

describe('the built site behind nginx', () => {
  const indexHtml = () => readFileSync(path.join(shellDist, 'index.html'), 'utf8');

  it.each(SITE_ROUTES.map((route) => route.path))('%s answers the built shell page', async (urlPath) => {
    const response = await fetch(front.baseUrl + urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml());
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
