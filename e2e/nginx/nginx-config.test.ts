// The nginx templates of deploy/nginx/templates/: the generated ones (site-conf.mjs) are committed up to date and
// follow the route manifest and the gateway's header, sitemap and robots builders; every variable they use has its
// default in the images' ENV. What nginx answers with them is in the other tests of this folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITEMAP_ORIGIN_MARK } from '@azmar/contract/content/content-dates';
import { SITE_REMOTES, SITE_ROUTES, STAFF_ROUTES } from '@azmar/contract/routes/route-manifest';
import { remoteStem, siteFiles } from '../../deploy/nginx/site-conf.mjs';
import { headerValues } from '../../deploy/nginx/site-headers.mjs';
import { computeSecurityHeaders } from '../../scripts/gateway/security-headers.mjs';
import { buildRobots } from '../../scripts/gateway/robots.mjs';
import { buildSitemap } from '../../scripts/gateway/sitemap.mjs';
import { FRONT_DOCKERFILE, ROOT_DIR, TEMPLATE_DIR, readDockerfile } from './nginx-process.ts';

const templates = Object.fromEntries(
  readdirSync(TEMPLATE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.template'))
    .map((name) => [name, readFileSync(path.join(TEMPLATE_DIR, name), 'utf8')]),
);
const frontLocations = templates['site-front-locations.conf.template'] ?? '';

describe('the generated templates', () => {
  it('are committed as node deploy/nginx/generate-site-conf.mjs writes them from the manifest of today', () => {
    for (const [name, content] of Object.entries(siteFiles())) expect(templates[name], `${name}: run node deploy/nginx/generate-site-conf.mjs`).toBe(content);
  });

  it("answer the page, from the render service or the shell's, at exactly the manifest routes (with and without a trailing slash)", () => {
    const pages = [...frontLocations.matchAll(/location = (\S+) \{ rewrite \^ \/__azmar\/page last; \}/g)].map((match) => match[1]);
    expect(pages).toEqual(SITE_ROUTES.flatMap((route) => (route.path === '/' ? ['/'] : [route.path, `${route.path}/`])));
    const staff = [...frontLocations.matchAll(/location = (\S+) \{ rewrite \^ \/__azmar\/staff-page last; \}/g)].map((match) => match[1]);
    expect(staff).toEqual(STAFF_ROUTES.flatMap((route) => [route.path, `${route.path}/`]));
  });

  it('send each remote of the manifest to its own upstream, served from its own dist by the files server', () => {
    for (const remote of SITE_REMOTES) {
      const stem = remoteStem(remote);
      expect(templates['site-upstreams.conf.template']).toContain(`upstream azmar_${remote.name} {\n  server \${${stem}_UPSTREAM};`);
      expect(frontLocations).toContain(`location /remotes/${remote.workspace}/ {\n  proxy_pass http://azmar_${remote.name};`);
      expect(templates['site-files-locations.conf.template']).toContain(`location /remotes/${remote.workspace}/ { alias \${${stem}_DIST}/; }`);
      expect(templates['site-maps.conf.template']).toContain(`map "\${${remote.envVar}}" $azmar_entry_${remote.name} {`);
    }
  });

  it("carry the gateway's headers, the CSP's remote and map origins as nginx variables, on every server", () => {
    const { site, remote } = headerValues();
    const csp = site['content-security-policy']!;
    const filled = csp.replaceAll('$azmar_remote_sources', ' https://a.example https://b.example').replaceAll('$azmar_frame_src', 'https://map.example');
    expect(filled).toBe(
      computeSecurityHeaders({ remoteSources: ['https://a.example', 'https://b.example'], mapSource: 'https://map.example' })['content-security-policy'],
    );
    expect(remote['cross-origin-resource-policy']).toBe('cross-origin');
    for (const name of Object.keys(computeSecurityHeaders())) {
      expect(templates['site-headers.conf.template'], name).toMatch(new RegExp(`^add_header ${name} \\$azmar_h_${name.replace(/-/g, '_')} always;$`, 'im'));
      expect(templates['site-shell-headers.conf.template'], name).toMatch(new RegExp(`^proxy_hide_header ${name};$`, 'im'));
    }
    for (const server of ['front-server.conf.template', 'files-server.conf.template']) expect(templates[server]).toContain('include site-headers.conf;');
  });

  it("answer /sitemap.xml and /robots.txt with the gateway's text, on a placeholder origin nginx replaces by the request's", () => {
    expect(frontLocations).toContain(`sub_filter "${SITEMAP_ORIGIN_MARK}" $azmar_site_origin;`);
    const sitemap = templates[path.join('public', 'sitemap.xml.template')] ?? '';
    expect(sitemap.replaceAll(SITEMAP_ORIGIN_MARK, 'https://azmar.example')).toBe(buildSitemap('https://azmar.example'));
    const robots = templates[path.join('public', 'robots.txt.template')] ?? '';
    expect(robots.replaceAll(SITEMAP_ORIGIN_MARK, 'https://azmar.example')).toBe(buildRobots('https://azmar.example'));
    // Passed through envsubst as they are.
    expect(sitemap + robots).not.toContain('$');
  });
});

describe('the hand-written templates', () => {
  it('keep the per-address connection limit on the front door only (the files server sees nginx itself)', () => {
    expect(templates['front-server.conf.template']).toContain('limit_conn azmar_per_ip ${NGINX_CONN_LIMIT};');
    expect(templates['files-server.conf.template']).not.toContain('limit_conn');
    expect(templates['nginx.conf.template']).toContain('client_max_body_size ${NGINX_BODY_LIMIT};');
  });

  it('answer every error of nginx in both shapes, the JSON one being the API error body', () => {
    const errors = templates['errors.conf.template'] ?? '';
    const pages = [...(templates['error-pages.conf.template'] ?? '').matchAll(/^error_page (\d+) /gm)].map((match) => Number(match[1]));
    for (const status of pages.filter((code) => code !== 403)) {
      const json = new RegExp(`(?:@azmar_${status}_api|/__azmar/error/${status}-api) \\{[^\\n]*return ${status} '([^']+)';`).exec(errors)?.[1];
      expect(JSON.parse(json ?? 'null'), String(status)).toEqual({ statusCode: status, error: expect.any(String), message: expect.any(String) });
      expect(errors, String(status)).toMatch(new RegExp(`(?:@azmar_${status}_plain|/__azmar/error/${status}-plain) \\{[^\\n]*return ${status} "`));
    }
  });
});

describe("the images' defaults", () => {
  const used = (names: string[]) =>
    new Set(names.flatMap((name) => [...(templates[name] ?? '').matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]!)));
  // What the entrypoint.d script sets from others.
  const derived = ['NGINX_ACCESS_LOG_FORMAT'];

  it('give every variable of the templates a value in the front door image', () => {
    const { env } = readDockerfile(FRONT_DOCKERFILE);
    for (const name of used(Object.keys(templates))) if (!derived.includes(name)) expect(env, name).toHaveProperty(name);
  });

  it("give every variable of the files server's templates the same value in the apps' image, but its role and port", () => {
    const front = readDockerfile(FRONT_DOCKERFILE).env;
    const app = readDockerfile(path.join(ROOT_DIR, 'deploy', 'static-app', 'Dockerfile')).env;
    expect(app).toMatchObject({ NGINX_ROLE: 'files', NGINX_FILES_LISTEN: '8080' });
    const filesRole = Object.keys(templates).filter((name) => !/^(front-|site-upstreams|site-front-|role-front)/.test(name));
    for (const name of used(filesRole)) {
      if (derived.includes(name) || name === 'NGINX_ROLE' || name === 'NGINX_FILES_LISTEN') continue;
      expect(app[name], name).toBe(front[name]);
    }
    expect(app.NGINX_ENVSUBST_TEMPLATE_DIR).toBe(front.NGINX_ENVSUBST_TEMPLATE_DIR);
    expect(app.NGINX_ENVSUBST_FILTER).toBe(front.NGINX_ENVSUBST_FILTER);
  });

  it("run nginx on the runtime folder's configuration, which the envsubst step writes there", () => {
    const { env, cmd } = readDockerfile(FRONT_DOCKERFILE);
    expect(cmd.slice(0, 1)).toEqual(['nginx']);
    expect(cmd).toContain(`${env.NGINX_RUNTIME_DIR}/nginx.conf`);
    expect(readFileSync(path.join(ROOT_DIR, 'deploy', 'nginx', 'entrypoint.d', '15-azmar-nginx.envsh'), 'utf8')).toContain(
      'export NGINX_ENVSUBST_OUTPUT_DIR="$NGINX_RUNTIME_DIR"',
    );
  });
});
