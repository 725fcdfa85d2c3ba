// deploy/nginx/entrypoint.sh (plain sh: the nginx image has no Node) against the gateway's own builders: the same
// /remotes.json and the same CSP origins for the same environment; refused settings stop the start.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRemotesJson } from '../../scripts/gateway/remotes-config.mjs';
import { computeSecurityHeaders, mapSource, remoteSources } from '../../scripts/gateway/security-headers.mjs';
import { parsePolicy } from '../support/csp-policy.ts';
import { nginxHasBrotli, renderOnly } from './nginx-process.ts';

const runtimeDirs: string[] = [];
afterEach(() => {
  while (runtimeDirs.length) rmSync(runtimeDirs.pop()!, { recursive: true, force: true });
});

function render(env: Record<string, string>): { conf: string; remotesJson: string; csp: string } {
  const result = renderOnly({ API_UPSTREAM: '127.0.0.1:9', ...env });
  runtimeDirs.push(result.runtimeDir);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stderr).toContain('test is successful');
  const conf = readFileSync(path.join(result.runtimeDir, 'nginx.conf'), 'utf8');
  const line = conf.split('\n').find((candidate) => candidate.includes('default-src')) ?? '';
  return { conf, remotesJson: readFileSync(path.join(result.runtimeDir, 'public', 'remotes.json'), 'utf8'), csp: /"" "([^"]+)";/.exec(line)?.[1] ?? '' };
}

function gatewayCsp(env: Record<string, string>): string {
  return computeSecurityHeaders({ remoteSources: remoteSources(env), mapSource: mapSource(env) })['content-security-policy']!;
}

describe('what the entrypoint writes, compared with the gateway', () => {
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
    { MFE_HOME_URL: '//cdn.example.test/a/', MFE_CONTACT_URL: 'http://[::1]:3003/' },
    { MFE_HOME_URL: 'javascript:alert(1)', MFE_CONTACT_URL: 'data:text/javascript,alert(1)', MFE_CATALOGUE_URL: 'http://a,b.example/' },
    { MFE_HOME_URL: 'remotes/x.js', MFE_CONTACT_URL: 'not a url:', MFE_CATALOGUE_URL: 'http://a.example:99999/' },
    { MFE_CONTACT_URL: 'https://contact.example.test/v4/mf-manifest.json', MFE_HOME_URL: 'https://home.example.test/app/mf-manifest.json?v=2' },
    { MAP_ORIGIN: 'https://www.openstreetmap.org/export/embed.html' },
    { MAP_ORIGIN: ' HTTPS://Maps.Example.TEST:8443/embed ' },
    { MAP_ORIGIN: '' },
    { MAP_ORIGIN: 'none' },
    { MAP_ORIGIN: 'NONE' },
    { MAP_ORIGIN: 'javascript:alert(1)' },
    { MAP_ORIGIN: 'www.openstreetmap.org' },
  ])('%j', (env) => {
    const written = render(env);
    expect(JSON.parse(written.remotesJson)).toEqual(buildRemotesJson(env));
    expect(written.remotesJson).toBe(JSON.stringify(buildRemotesJson(env)));
    expect(written.csp).toBe(gatewayCsp(env));
  });

  it('allows the live map (OpenStreetMap) by default, in frame-src and object-src only; MAP_ORIGIN=none allows no map', () => {
    const byDefault = parsePolicy(render({}).csp);
    expect(byDefault.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(byDefault.get('object-src')).toEqual(['https://www.openstreetmap.org']);
    const origins = [...byDefault].flatMap(([name, sources]) => sources.filter((source) => !source.startsWith("'")).map((source) => `${name} ${source}`));
    expect(origins).toEqual(['frame-src https://www.openstreetmap.org', 'object-src https://www.openstreetmap.org']);
    const off = parsePolicy(render({ MAP_ORIGIN: 'none' }).csp);
    expect(off.get('frame-src')).toEqual(["'none'"]);
    expect(off.get('object-src')).toEqual(["'none'"]);
  });

  it('leaves out a host that is not plain ASCII (the gateway would allow its punycode form): stricter, never looser', () => {
    expect(render({ MFE_HOME_URL: 'http://bücher.example/' }).csp).toBe(gatewayCsp({}));
  });
});

describe('settings', () => {
  it.each([
    ['API_UPSTREAM', 'api:3100; include /etc/passwd'],
    ['NGINX_LISTEN', '8080 default_server'],
    ['MFE_HOME_UPSTREAM', 'x}'],
    ['MFE_CONTACT_URL', 'https://x.example/"}'],
    ['NGINX_ROLE', 'both'],
  ])('refuses %s=%s and does not start', (name, value) => {
    const result = renderOnly({ API_UPSTREAM: '127.0.0.1:9', [name]: value });
    runtimeDirs.push(result.runtimeDir);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(name.startsWith('MFE_HOME') || name === 'MFE_CONTACT_URL' || name === 'NGINX_ROLE' ? name : `${name}=`);
  });

  it('NGINX_ROLE=files keeps only the server of the remotes files (a remote container), with no upstream to resolve', () => {
    const { conf } = render({ NGINX_ROLE: 'files', API_UPSTREAM: 'no-such-host.invalid:1' });
    expect(conf).not.toContain('upstream azmar_api');
    expect(conf).toContain('location /remotes/mfe-home/ { alias /usr/share/azmar/mfe-home/; }');
  });

  it(`serves brotli files when the module is there (${nginxHasBrotli() ? 'it is' : 'it is NOT'} on this machine) unless NGINX_BROTLI=off`, () => {
    expect(nginxHasBrotli()).toBe(true);
    expect(render({}).conf).toContain('brotli_static on;');
    expect(render({ NGINX_BROTLI: 'off' }).conf).not.toContain('brotli_static on;');
  });
});
