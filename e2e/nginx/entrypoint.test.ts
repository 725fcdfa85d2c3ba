// The start of the nginx images (the official image's entrypoint and envsubst step, here their stand-ins, with
// deploy/nginx/entrypoint.d/ and the Dockerfile's ENV): what nginx answers for an environment, against the
// gateway's own builders (the same /remotes.json, the same CSP origins); settings nginx cannot read stop the start.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRemotesJson } from '../../scripts/gateway/remotes-config.mjs';
import { computeSecurityHeaders, mapSource, remoteSources } from '../../scripts/gateway/security-headers.mjs';
import { parsePolicy } from '../support/csp-policy.ts';
import { INDEX_HTML, makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { nginxHasBrotli, renderOnly, startNginx } from './nginx-process.ts';

let dists: FakeDists;
beforeAll(() => {
  dists = makeFakeDists();
});
afterAll(() => dists?.remove());
const runtimeDirs: string[] = [];
afterEach(() => {
  while (runtimeDirs.length) rmSync(runtimeDirs.pop()!, { recursive: true, force: true });
});

/** What a started front door answers for /remotes.json and a page's CSP. */
async function answers(env: Record<string, string>): Promise<{ remotesJson: string; csp: string }> {
  const nginx = await startNginx({ ...dists.env, ...env });
  try {
    const remotesJson = await rawRequest(nginx.baseUrl, '/remotes.json');
    expect(remotesJson.status).toBe(200);
    const page = await rawRequest(nginx.baseUrl, '/about');
    return { remotesJson: remotesJson.body.toString(), csp: String(page.headers['content-security-policy']) };
  } finally {
    await nginx.stop();
  }
}

/** A policy as a browser compares it: directives, each a set of sources, hosts without regard to case. */
function policySets(header: string): Record<string, string[]> {
  return Object.fromEntries([...parsePolicy(header)].map(([name, sources]) => [name, [...new Set(sources.map((source) => source.toLowerCase()))].sort()]));
}

function gatewayCsp(env: Record<string, string>): string {
  return computeSecurityHeaders({ remoteSources: remoteSources(env), mapSource: mapSource(env) })['content-security-policy']!;
}

describe('what nginx answers for the environment it started with, compared with the gateway', () => {
  it.each<Record<string, string>>([
    {},
    { MFE_CONTACT_URL: 'http://127.0.0.1:5123/remotes/mfe-contact/remoteEntry.js' },
    { MFE_HOME_URL: 'https://home.example.test/v2/', MFE_CATALOGUE_URL: '/remotes/mfe-catalogue/remoteEntry.js' },
    {
      MFE_CONTACT_URL: 'https://cdn.example.test:8443/contact/remoteEntry.js',
      MFE_CATALOGUE_URL: 'https://home.example.test/catalogue/remoteEntry.js',
      MFE_HOME_URL: 'https://home.example.test/',
    },
    { MFE_HOME_URL: 'HTTPS://Home.Example.TEST:443/a/', MFE_CONTACT_URL: 'http://user:pw@contact.example.test:80/x?y=1#z' },
    { MFE_HOME_URL: '//cdn.example.test/a/', MFE_CONTACT_URL: 'http://[::1]:3003/', MFE_CATALOGUE_URL: 'https://cdn.example.test:00443/c/' },
    { MFE_HOME_URL: 'javascript:alert(1)', MFE_CONTACT_URL: 'data:text/javascript,alert(1)', MFE_CATALOGUE_URL: 'http://a,b.example/' },
    { MFE_HOME_URL: 'remotes/x.js', MFE_CONTACT_URL: 'not a url:', MFE_CATALOGUE_URL: 'http://a.example:99999/' },
    { MFE_CONTACT_URL: 'https://contact.example.test/v4/mf-manifest.json', MFE_HOME_URL: 'https://home.example.test/app/mf-manifest.json?v=2' },
    { MFE_HOME_URL: 'mf-manifest.json', MFE_CONTACT_URL: ' https://contact.example.test:8080 ' },
    { MAP_ORIGIN: 'https://www.openstreetmap.org/export/embed.html' },
    { MAP_ORIGIN: ' HTTPS://Maps.Example.TEST:8443/embed ' },
    { MAP_ORIGIN: '' },
    { MAP_ORIGIN: '   ' },
    { MAP_ORIGIN: 'none' },
    { MAP_ORIGIN: ' NONE ' },
    { MAP_ORIGIN: 'javascript:alert(1)' },
    { MAP_ORIGIN: 'www.openstreetmap.org' },
  ])('%j', async (env) => {
    const { remotesJson, csp } = await answers(env);
    expect(remotesJson).toBe(JSON.stringify(buildRemotesJson(env)));
    expect(policySets(csp)).toEqual(policySets(gatewayCsp(env)));
  });

  it('lists an origin given by two remotes once', async () => {
    const env = { MFE_HOME_URL: 'https://cdn.example.test/home/', MFE_CONTACT_URL: 'https://CDN.example.test/contact/' };
    expect(parsePolicy((await answers(env)).csp).get('script-src')).toEqual(["'self'", 'https://cdn.example.test']);
  });

  it('allows the live map (OpenStreetMap) by default, in frame-src and object-src only; MAP_ORIGIN=none allows no map', async () => {
    const byDefault = parsePolicy((await answers({})).csp);
    const origins = [...byDefault].flatMap(([name, sources]) => sources.filter((source) => !source.startsWith("'")).map((source) => `${name} ${source}`));
    expect(origins).toEqual(['frame-src https://www.openstreetmap.org', 'object-src https://www.openstreetmap.org']);
    const off = parsePolicy((await answers({ MAP_ORIGIN: 'none' })).csp);
    expect(off.get('frame-src')).toEqual(["'none'"]);
    expect(off.get('object-src')).toEqual(["'none'"]);
  });

  it('leaves out a host that is not plain ASCII (the gateway would allow its punycode form): stricter, never looser', async () => {
    expect((await answers({ MFE_HOME_URL: 'http://bücher.example/' })).csp).toBe(gatewayCsp({}));
  });

  it('answers /remotes.json 500 for a location JSON cannot hold as it is (a backslash), and starts', async () => {
    const nginx = await startNginx({ ...dists.env, MFE_HOME_URL: 'https://home.example.test/a\\b/' });
    try {
      expect((await rawRequest(nginx.baseUrl, '/remotes.json')).status).toBe(500);
      expect((await rawRequest(nginx.baseUrl, '/about')).body.toString()).toBe(INDEX_HTML);
    } finally {
      await nginx.stop();
    }
  });
});

/** nginx -t on what the start wrote; the runtime folder is removed after the test. */
function check(env: Record<string, string>) {
  const result = renderOnly({ ...dists.env, ...env });
  runtimeDirs.push(result.runtimeDir);
  return result;
}

describe('settings', () => {
  it.each([
    ['API_UPSTREAM', '127.0.0.1:9; include /etc/passwd', 'in /etc/passwd:'],
    ['NGINX_LISTEN', '8080 nonsense', 'invalid parameter "nonsense"'],
    ['MFE_HOME_UPSTREAM', '127.0.0.1:9}', 'invalid port in upstream "127.0.0.1:9}"'],
    ['MFE_CONTACT_URL', 'https://x.example/"}', 'unexpected "}"'],
    ['NGINX_ROLE', 'both', 'role-both.conf'],
    ['NGINX_BROTLI', 'yes', 'brotli-module-yes.conf'],
  ])('%s=%s stops the start (nginx: %s)', (name, value, message) => {
    const result = check({ [name]: value });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(message);
  });

  it('writes every template with each variable of the environment in place, and leaves nginx its own', () => {
    const result = check({});
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('test is successful');
    expect(result.stderr).not.toMatch(/\[(warn|emerg|alert)\]/);
    const written = readdirSync(result.runtimeDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(conf|xml|txt)$/.test(name));
    expect(written).toContain('nginx.conf');
    expect(written).toContain(path.join('public', 'sitemap.xml'));
    for (const name of written) expect(readFileSync(path.join(result.runtimeDir, name), 'utf8'), name).not.toMatch(/\$\{?[A-Z]/);
    expect(readFileSync(path.join(result.runtimeDir, 'nginx.conf'), 'utf8')).toContain('"time":"$time_iso8601"');
  });

  it('NGINX_ROLE=files keeps only the files server (an app container), with no upstream to resolve', () => {
    const hosts = { API_UPSTREAM: 'no-such-host.invalid:1', SHELL_UPSTREAM: 'no-such-host.invalid:2', RENDER_UPSTREAM: 'no-such-host.invalid:3' };
    expect(check({ ...hosts, NGINX_ROLE: 'files' }).status).toBe(0);
    const front = check(hosts);
    expect(front.status).not.toBe(0);
    expect(front.stderr).toContain('host not found in upstream');
  });

  it('NGINX_ACCESS_LOG=off writes no access log; a path gets one JSON line a request', async () => {
    const off = check({ NGINX_ACCESS_LOG: 'off' });
    expect(off.status, off.stderr).toBe(0);
    expect(readFileSync(path.join(off.runtimeDir, 'nginx.conf'), 'utf8')).toMatch(/^\s*access_log off ;$/m);
    const nginx = await startNginx(dists.env);
    try {
      await rawRequest(nginx.baseUrl, '/about?x=1');
      // The front door's line, and its files server's for the page it was asked for. nginx writes a request's line
      // after its answer has gone (the log phase), so the front door's may land a moment after the client has it.
      const lines = () =>
        readFileSync(path.join(nginx.runtimeDir, 'access.log'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as object);
      await expect.poll(lines, { timeout: 3000 }).toContainEqual(expect.objectContaining({ method: 'GET', uri: '/about?x=1', status: 200 }));
    } finally {
      await nginx.stop();
    }
  });
});

describe(`brotli (${nginxHasBrotli() ? 'the module is' : 'the module is NOT'} on this machine)`, () => {
  async function encodingWith(env: Record<string, string>): Promise<string | undefined> {
    const nginx = await startNginx({ ...dists.env, ...env });
    try {
      const answer = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip, br' } });
      if (answer.headers['content-encoding'] === 'br') brotliDecompressSync(answer.body);
      return answer.headers['content-encoding'];
    } finally {
      await nginx.stop();
    }
  }

  it('NGINX_BROTLI=auto serves the .br copies where the module is installed', async () => {
    expect(nginxHasBrotli()).toBe(true);
    expect(await encodingWith({})).toBe('br');
  });

  it('NGINX_BROTLI=off, or auto where the module is missing (the official image), serves the .gz copies', async () => {
    expect(await encodingWith({ NGINX_BROTLI: 'off' })).toBe('gzip');
    expect(await encodingWith({ NGINX_MODULES_DIR: '/no/such/modules' })).toBe('gzip');
  });
});
