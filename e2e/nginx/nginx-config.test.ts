// Unit tests of the generator (deploy/nginx/nginx-config.mjs, generate-config.mjs): the template follows the
// route manifest and reuses the gateway's header and sitemap builders.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_REMOTES, SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { nginxConfTemplate, placeholders, remoteStem, originFiles, remotesTable } from '../../deploy/nginx/nginx-config.mjs';
import { computeSecurityHeaders } from '../../scripts/gateway/security-headers.mjs';
import { buildRobots } from '../../scripts/gateway/robots.mjs';
import { buildSitemap } from '../../scripts/gateway/sitemap.mjs';
import { ROOT_DIR } from './nginx-process.ts';

const template = nginxConfTemplate();

describe('nginx.conf.template', () => {
  it("answers the shell's page, from the shell's upstream, at exactly the manifest routes (with and without a trailing slash)", () => {
    const pages = [...template.matchAll(/location = (\S+) \{ rewrite \^ \/__azmar\/page last; \}/g)].map((match) => match[1]);
    const expected = SITE_ROUTES.flatMap((route) => (route.path === '/' ? ['/'] : [route.path, `${route.path}/`]));
    expect(pages).toEqual(expected);
  });

  it('sends each remote of the manifest to its own upstream, served from its own dist by the files server', () => {
    for (const remote of SITE_REMOTES) {
      const stem = remoteStem(remote);
      expect(template).toContain(`upstream azmar_${remote.name} {\n    server @@${stem}_UPSTREAM@@;`);
      expect(template).toContain(`location /remotes/${remote.workspace}/ {\n      proxy_pass http://azmar_${remote.name};`);
      expect(template).toContain(`location /remotes/${remote.workspace}/ { alias @@${stem}_DIST@@/; }`);
    }
    // The remotes', the API's, the shell's and its render service's.
    expect(template.match(/^\s*upstream /gm)).toHaveLength(SITE_REMOTES.length + 3);
    expect(template).toContain('upstream azmar_shell {\n    server @@SHELL_UPSTREAM@@;');
    expect(template).toContain('upstream azmar_render {\n    server @@RENDER_UPSTREAM@@;');
    // A page comes from the render service, told the visitor's URL; the shell's static page when it does not answer.
    const page = /location = \/__azmar\/page \{[^}]*\}/.exec(template)?.[0] ?? '';
    expect(page).toContain('proxy_pass http://azmar_render/index.html;');
    expect(page).toContain('proxy_set_header X-Original-URI $request_uri;');
    expect(page).toContain('error_page 502 503 504 = /__azmar/static-page;');
    expect(template).toContain('location = /__azmar/static-page {\n      internal;\n      proxy_pass http://azmar_shell/index.html;');
  });

  it('uses exactly the placeholders the entrypoint fills in', () => {
    const used = new Set([...template.matchAll(/@@([A-Z_]+)@@/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual([...placeholders()].sort());
  });

  it("carries the gateway's Content-Security-Policy, with the remotes' origins and the map left to the entrypoint", () => {
    const line = template.split('\n').find((candidate) => candidate.includes('default-src'));
    const value = /"" "([^"]+)";/.exec(line ?? '')?.[1] ?? '';
    expect(value.replaceAll('@@REMOTE_SOURCES@@', '').replaceAll('@@FRAME_SRC@@', "'none'")).toBe(computeSecurityHeaders()['content-security-policy']);
    const moved = computeSecurityHeaders({ remoteSources: ['https://a.example', 'https://b.example'], mapSource: 'https://map.example' })[
      'content-security-policy'
    ];
    expect(value.replaceAll('@@REMOTE_SOURCES@@', ' https://a.example https://b.example').replaceAll('@@FRAME_SRC@@', 'https://map.example')).toBe(moved);
  });

  it('adds every header of the gateway, on the front door and on the files server', () => {
    for (const [name, value] of Object.entries(computeSecurityHeaders({ crossOrigin: true }))) {
      const variable = `$azmar_h_${name.replace(/-/g, '_')}`;
      const additions = template.split('\n').filter((line) => line.trim().toLowerCase() === `add_header ${name} ${variable} always;`);
      expect(additions.length, name).toBeGreaterThanOrEqual(2);
      if (name !== 'content-security-policy') expect(template, name).toContain(`"${value}"`);
    }
  });

  it("answers /sitemap.xml with the gateway's XML, its stand-in origin replaced by the request's", () => {
    const [, mark] = /sub_filter "([^"]+)" \$azmar_site_origin;/.exec(template) ?? [];
    expect(mark).toBeDefined();
    const files = originFiles();
    expect(files['sitemap.xml'].replaceAll(mark ?? '', 'https://azmar.example')).toBe(buildSitemap('https://azmar.example'));
    expect(files['robots.txt'].replaceAll(mark ?? '', 'https://azmar.example')).toBe(buildRobots('https://azmar.example'));
  });

  it('keeps every per-IP connection limit on the front door only (the files server sees nginx itself)', () => {
    const [front, files] = template.split('# azmar:front-end');
    expect(front).toContain('limit_conn azmar_per_ip @@CONN_LIMIT@@;');
    expect(files).not.toContain('limit_conn azmar_per_ip');
    expect(template).toContain('client_max_body_size @@BODY_LIMIT@@;');
    for (const directive of ['client_body_timeout', 'client_header_timeout', 'send_timeout', 'keepalive_timeout']) expect(template).toContain(directive);
  });
});

describe('remotes.txt', () => {
  it('lists name, workspace, env variable and default entry of every remote', () => {
    expect(remotesTable().trim().split('\n')).toEqual(
      SITE_REMOTES.map((remote) => `${remote.name} ${remote.workspace} ${remote.envVar} ${remote.defaultEntry}`),
    );
  });
});

describe('node deploy/nginx/generate-config.mjs <dir>', () => {
  it('writes the template and the remotes table', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-gen-'));
    try {
      const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'deploy', 'nginx', 'generate-config.mjs'), dir], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(path.join(dir, 'nginx.conf.template'), 'utf8')).toBe(template);
      expect(readFileSync(path.join(dir, 'remotes.txt'), 'utf8')).toBe(remotesTable());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
