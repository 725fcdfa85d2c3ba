// The nginx front door's configuration, written from the route manifest and the gateway's own header and
// sitemap builders, so nginx and `npm start` answer alike. What only the container knows (addresses, listen
// port, where the remotes are, the remotes' origins in the CSP) is left as @@NAME@@ placeholders that
// entrypoint.sh fills in from the environment at every start.
import { SITEMAP_API_PATH, SITEMAP_ORIGIN_MARK } from '@azmar/contract/content/content-dates';
import { SITE_REMOTES, SITE_ROUTES, STAFF_ROUTES } from '@azmar/contract/routes/route-manifest';
import { computeSecurityHeaders } from '../../scripts/gateway/security-headers.mjs';
import { buildRobots } from '../../scripts/gateway/robots.mjs';
import { buildSitemap } from '../../scripts/gateway/sitemap.mjs';

// Cache-Control, as scripts/gateway/cache-policy.mjs decides it: unhashed entry points are revalidated, names
// with a content hash are kept for a year, other files from public/ for an hour.
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';
/** A staff page (the inbox): kept by nobody, and any cache that keeps it anyway must tell sessions apart. */
export const NO_STORE = 'no-store';
export const STAFF_VARY = 'Cookie, Accept-Encoding';

/** Stand-ins the generator feeds the gateway's builders, replaced by placeholders in the output. */
const REMOTE_SOURCES_MARK = 'azmar-remote-sources.invalid';
const FRAME_SOURCE_MARK = 'azmar-frame-source.invalid';
/** The API renders its sitemap on the same stand-in, so one sub_filter serves both. */
const ORIGIN_MARK = SITEMAP_ORIGIN_MARK;

/** Same as the HOST pattern of scripts/gateway/sitemap.mjs: the Host headers a sitemap may be written for. */
const SITEMAP_HOST = '^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$';

/** Media types by extension, as scripts/gateway/content-types.mjs gives them (charset added by `charset`). */
const TYPES = [
  ['text/html', 'html'],
  ['text/javascript', 'js mjs'],
  ['text/css', 'css'],
  ['application/json', 'json map'],
  ['text/plain', 'txt'],
  ['application/xml', 'xml'],
  ['image/svg+xml', 'svg'],
  ['image/x-icon', 'ico'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['font/woff', 'woff'],
  ['font/woff2', 'woff2'],
  ['font/ttf', 'ttf'],
  ['font/otf', 'otf'],
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
  ['application/wasm', 'wasm'],
  ['application/manifest+json', 'webmanifest'],
];
const CHARSET_TYPES = 'text/javascript text/css application/json text/plain application/xml application/manifest+json';

/**
 * Errors nginx answers itself: plain text outside /api, the API's JSON error shape inside. Not 400: nginx may
 * refuse a request before it has a URI, when no error page can be looked up (its own page is sent then).
 */
const ERRORS = [
  [404, 'Not Found', 'Not Found'],
  [405, 'Method Not Allowed', 'Method Not Allowed'],
  [413, 'Payload Too Large', 'The request body is too large.'],
  [429, 'Too Many Requests', 'Too many connections from this address.'],
  [500, 'Internal Server Error', 'Internal Server Error'],
  [502, 'Bad Gateway', 'The API is unreachable.'],
  [503, 'Service Unavailable', 'The API is not running.'],
  [504, 'Gateway Timeout', 'The API did not answer in time.'],
];

/**
 * A remote's env-variable stem: MFE_HOME_URL → MFE_HOME (then MFE_HOME_UPSTREAM, MFE_HOME_DIST).
 * @param {{ envVar: string }} remote
 */
export function remoteStem(remote) {
  return remote.envVar.replace(/_URL$/, '');
}

/** Every placeholder of the template, each filled in by entrypoint.sh. */
export function placeholders() {
  const perRemote = SITE_REMOTES.flatMap((remote) => [`${remoteStem(remote)}_UPSTREAM`, `${remoteStem(remote)}_DIST`]);
  return [
    'USER_DIRECTIVE',
    'LOAD_MODULES',
    'BROTLI_STATIC',
    'RUNTIME_DIR',
    'ACCESS_LOG',
    'LISTEN',
    'FILES_LISTEN',
    'SHELL_UPSTREAM',
    'RENDER_UPSTREAM',
    'SHELL_DIST',
    'API_UPSTREAM',
    'API_TIMEOUT',
    'BODY_LIMIT',
    'CLIENT_TIMEOUT',
    'CONN_LIMIT',
    'REMOTE_SOURCES',
    'FRAME_SRC',
    ...perRemote,
  ];
}

/** @param {string} value a double-quoted nginx string must not hold a double quote or a backslash */
function quoted(value) {
  if (/["\\]/.test(value)) throw new Error(`cannot quote ${value} for nginx`);
  return `"${value}"`;
}

/**
 * The site's security headers as nginx maps: each is added unless the upstream answer (the API, a remote's
 * own server) set it already, the way the gateway lets the API's own headers win.
 */
function securityHeaderMaps() {
  const site = computeSecurityHeaders({ remoteSources: [REMOTE_SOURCES_MARK], mapSource: FRAME_SOURCE_MARK });
  const remote = computeSecurityHeaders({ remoteSources: [REMOTE_SOURCES_MARK], mapSource: FRAME_SOURCE_MARK, crossOrigin: true });
  const lines = [];
  const names = Object.keys(site);
  /** @type {string[]} */
  const shellHeaders = [];
  for (const name of names) {
    const variable = `$azmar_h_${name.replace(/-/g, '_')}`;
    let value = site[name] ?? '';
    if (name === 'content-security-policy') {
      if (!value.includes(` ${REMOTE_SOURCES_MARK}`) || !value.includes(FRAME_SOURCE_MARK)) throw new Error('the CSP builder changed shape');
      value = value.replaceAll(` ${REMOTE_SOURCES_MARK}`, '@@REMOTE_SOURCES@@').replaceAll(FRAME_SOURCE_MARK, '@@FRAME_SRC@@');
    }
    shellHeaders.push(`proxy_hide_header ${headerName(name)};`, `add_header ${headerName(name)} ${quoted(value)} always;`);
    let own = quoted(value);
    if (remote[name] !== site[name]) {
      // Remote files may be loaded by a shell on another origin (CORP cross-origin there).
      lines.push(`map $uri ${variable}_for_uri {`, `  ~^/remotes/ ${quoted(remote[name] ?? '')};`, `  default ${quoted(value)};`, '}');
      own = `${variable}_for_uri`;
    }
    lines.push(`map $upstream_http_${name.replace(/-/g, '_')} ${variable} {`, `  "" ${own};`, '  default "";', '}');
  }
  const addHeaders = names.map((name) => `add_header ${headerName(name)} $azmar_h_${name.replace(/-/g, '_')} always;`);
  const cacheControl = 'add_header Cache-Control $azmar_cache_control always;';
  // The shell's own server (its container) sets headers for its origin; the front door's are the site's, whatever it sent.
  shellHeaders.push('proxy_hide_header Access-Control-Allow-Origin;', cacheControl);
  return { maps: lines, addHeaders: [...addHeaders, cacheControl], shellHeaders };
}

/** @param {string} name a header's lower-case name */
function headerName(name) {
  return name.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function cacheMaps() {
  return [
    // Keyed on status and path: errors are never cached, /api keeps whatever the API says.
    'map "$status $uri" $azmar_cache_policy {',
    '  "~^\\d+ /api(/|$)" "";',
    `  "~^(?!200 |206 |304 )" ${quoted(NO_CACHE)};`,
    `  "~/(index\\.html|remotes\\.json|remoteEntry\\.js|sitemap\\.xml|robots\\.txt)$" ${quoted(NO_CACHE)};`,
    `  "~*(/|[.-])[0-9a-f]{8,}\\.[a-z0-9]+$" ${quoted(IMMUTABLE)};`,
    `  default ${quoted(SHORT)};`,
    '}',
    'map $upstream_http_cache_control $azmar_cache_control {',
    '  "" $azmar_cache_policy;',
    '  default "";',
    '}',
  ];
}

/** @param {(status: number, error: string, message: string) => string[]} body */
function errorLocations(prefix, body) {
  return ERRORS.flatMap(([status, error, message]) => [
    `location @${prefix}_${status} {`,
    ...body(/** @type {number} */ (status), /** @type {string} */ (error), /** @type {string} */ (message)).map((line) => `  ${line}`),
    '}',
  ]);
}

function plainErrors(headers) {
  // `types {}`: the type must not follow the extension of the path asked for (a missing .js).
  return errorLocations('azmar_plain', (status, error) => [
    'types {}',
    'default_type text/plain;',
    ...(status === 405 ? [...headers, 'add_header Allow "GET, HEAD" always;'] : []),
    `return ${status} ${quoted(error)};`,
  ]);
}

function apiErrors() {
  return errorLocations('azmar_api', (status, error, message) => [
    'types {}',
    'default_type application/json;',
    `return ${status} '${JSON.stringify({ statusCode: status, error, message })}';`,
  ]);
}

function errorPages(prefix) {
  const pages = ERRORS.map(([status]) => `error_page ${status} @${prefix}_${status};`);
  // A folder of a remote answers like a missing file.
  if (prefix === 'azmar_plain') pages.push(`error_page 403 =404 @${prefix}_404;`);
  return pages;
}

/**
 * The files nginx answers on the request's own origin, as the gateway writes them but on a stand-in origin that
 * nginx replaces per request (sub_filter): files beside the template, since the sitemap is longer than nginx lets
 * one directive's text be. Name, then content.
 */
export function originFiles() {
  return { 'sitemap.xml': buildSitemap(ORIGIN_MARK), 'robots.txt': buildRobots(ORIGIN_MARK) };
}

/** @param {string} type the media type of a file of originFiles() @param {string[]} headers */
function originFilter(type, headers) {
  return [
    `sub_filter ${quoted(ORIGIN_MARK)} $azmar_site_origin;`,
    'sub_filter_once off;',
    `sub_filter_types ${type};`,
    ...headers,
    'add_header Vary "Host, X-Forwarded-Proto" always;',
  ];
}

/** @param {string} name a file of originFiles() @param {string} type its media type @param {string[]} headers */
function originFileLocation(name, type, headers) {
  return [
    `location = /${name} {`,
    '  if ($azmar_site_origin = "") { return 400; }',
    '  root @@RUNTIME_DIR@@/public;',
    ...indent(originFilter(type, headers), '  '),
    '}',
  ];
}

/**
 * /sitemap.xml: the API's (each page with its <lastmod>, on the same stand-in origin), or the generated file,
 * without dates, when the API does not answer in a few seconds or answers an error.
 * @param {string[]} headers
 */
function sitemapLocation(headers) {
  return [
    'location = /sitemap.xml {',
    '  if ($azmar_site_origin = "") { return 400; }',
    `  proxy_pass http://azmar_api${SITEMAP_API_PATH};`,
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  # sub_filter rewrites the body as it passes: it must come uncompressed.',
    '  proxy_set_header Accept-Encoding "";',
    '  proxy_connect_timeout 2s;',
    '  proxy_read_timeout 5s;',
    '  proxy_intercept_errors on;',
    '  error_page 404 500 502 503 504 = @azmar_sitemap_file;',
    ...indent(originFilter('application/xml', headers), '  '),
    '}',
    'location @azmar_sitemap_file {',
    '  root @@RUNTIME_DIR@@/public;',
    '  try_files /sitemap.xml =404;',
    ...indent(originFilter('application/xml', headers), '  '),
    '}',
  ];
}

/** @param {readonly string[]} lines @param {string} pad */
function indent(lines, pad) {
  return lines.map((line) => (line === '' ? '' : `${pad}${line}`));
}

/** @param {string[]} shellHeaders @param {string} [uri] */
function shellProxy(shellHeaders, uri = '') {
  return [
    `proxy_pass http://azmar_shell${uri};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $azmar_forward_host;',
    ...shellHeaders,
  ];
}

/** @param {string[]} shellHeaders */
function renderProxy(shellHeaders) {
  return [
    ...shellProxy(shellHeaders, '/index.html').map((line) => line.replace('http://azmar_shell', 'http://azmar_render')),
    'proxy_set_header X-Original-URI $request_uri;',
    'proxy_set_header X-Forwarded-Proto $azmar_origin_scheme;',
    "# A form's post is passed on to the API with the visitor's address, for its rate limit (contact-post.mjs).",
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_intercept_errors on;',
  ];
}

/**
 * The shell's headers with the cache rule of a staff page: whatever the render service or the shell's files server
 * said (the static page is `no-cache`), the answer is `no-store` and varies on the cookie.
 * @param {string[]} shellHeaders
 */
function staffPageHeaders(shellHeaders) {
  return [
    ...shellHeaders.filter((line) => !line.startsWith('add_header Cache-Control ')),
    'proxy_hide_header Cache-Control;',
    'proxy_hide_header Vary;',
    `add_header Cache-Control ${quoted(NO_STORE)} always;`,
    `add_header Vary ${quoted(STAFF_VARY)} always;`,
  ];
}

/** @param {string[]} headers @param {string[]} shellHeaders */
function frontServer(headers, shellHeaders) {
  const routes = SITE_ROUTES.flatMap((route) => (route.path === '/' ? ['/'] : [route.path, `${route.path}/`]));
  const staffRoutes = STAFF_ROUTES.flatMap((route) => [route.path, `${route.path}/`]);
  const staffHeaders = staffPageHeaders(shellHeaders);
  const remotes = SITE_REMOTES.flatMap((remote) => [
    `location = /remotes/${remote.workspace} { return 404; }`,
    `location /remotes/${remote.workspace}/ {`,
    `  proxy_pass http://azmar_${remote.name};`,
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $azmar_forward_host;',
    ...headers.map((line) => `  ${line}`),
    '  add_header Access-Control-Allow-Origin $azmar_remote_cors always;',
    '}',
  ]);
  const api = ['location ~ ^/api(/|$) {', ...indent(apiProxy(), '  '), '}'];
  const block = (/** @type {string} */ head, /** @type {string[]} */ body) => [`${head} {`, ...indent(body, '  '), '}'];
  return [
    'server {',
    ...indent(
      [
        'listen @@LISTEN@@;',
        'limit_conn azmar_per_ip @@CONN_LIMIT@@;',
        ...headers,
        ...errorPages('azmar_plain'),
        'if ($azmar_method_refused) { return 405; }',
        '',
        "# The pages of the route manifest, 200: rendered by the render service (RENDER_UPSTREAM), else the shell's page.",
        ...routes.map((path) => `location = ${path} { rewrite ^ /__azmar/page last; }`),
        "# Any other path: what looks like a file is the shell's to answer (the file, or its plain 404); anything else",
        "# is the shell's page with 404 (the shell, or the remote below its route, shows the 404).",
        ...block('location /', ['if ($azmar_fallback = /__azmar/page-404) { rewrite ^ /__azmar/page-404 last; }', ...shellProxy(shellHeaders)]),
        'location = /__azmar/page-404 {',
        '  internal;',
        // The render service's answer may itself fall back (below): a second error_page redirect.
        '  recursive_error_pages on;',
        '  error_page 404 /__azmar/not-found-page;',
        '  return 404;',
        '}',
        // The page's HTML from the render service (RENDER_UPSTREAM), told the visitor's URL; by default that is the
        // shell's files server, whose index.html then renders in the browser. A render service that does not answer
        // (down, 502/503/504) leaves the page to the shell's index.html, with the page's own status.
        ...block('location = /__azmar/page', ['internal;', ...renderProxy(shellHeaders), 'error_page 502 503 504 = /__azmar/static-page;']),
        ...block('location = /__azmar/not-found-page', ['internal;', ...renderProxy(shellHeaders), 'error_page 502 503 504 =404 /__azmar/static-page;']),
        ...block('location = /__azmar/static-page', ['internal;', ...shellProxy(shellHeaders, '/index.html')]),
        '# The staff pages (the inbox), 200 like the others, but never stored by a browser or a proxy (no-store).',
        ...staffRoutes.map((path) => `location = ${path} { rewrite ^ /__azmar/staff-page last; }`),
        ...block('location = /__azmar/staff-page', ['internal;', ...renderProxy(staffHeaders), 'error_page 502 503 504 = /__azmar/staff-static-page;']),
        ...block('location = /__azmar/staff-static-page', ['internal;', ...shellProxy(staffHeaders, '/index.html')]),
        'location ~ /\\. { return 404; }',
        'location = /remotes.json { root @@RUNTIME_DIR@@/public; }',
        ...sitemapLocation(headers),
        ...originFileLocation('robots.txt', 'text/plain', headers),
        '',
        '# Each remote from its own server (its container, or the files server below).',
        'location /remotes/ { return 404; }',
        ...remotes,
        '',
        ...api,
        ...plainErrors(headers),
        ...apiErrors(),
      ],
      '  ',
    ),
    '}',
  ];
}

function filesServer(headers) {
  return [
    'server {',
    ...indent(
      [
        'listen @@FILES_LISTEN@@;',
        ...headers,
        'add_header Access-Control-Allow-Origin "*" always;',
        ...errorPages('azmar_plain'),
        'if ($azmar_method_refused) { return 405; }',
        'location ~ /\\. { return 404; }',
        ...SITE_REMOTES.map((remote) => `location /remotes/${remote.workspace}/ { alias @@${remoteStem(remote)}_DIST@@/; }`),
        'location /remotes/ { return 404; }',
        "# The shell's files (its build and public/): in the shell's container, or for a front door that holds them too.",
        'location / { root @@SHELL_DIST@@; try_files $uri =404; }',
        ...plainErrors([...headers, 'add_header Access-Control-Allow-Origin "*" always;']),
      ],
      '  ',
    ),
    '}',
  ];
}

function apiProxy() {
  return [
    '# /api to the API, which trusts exactly this hop for X-Forwarded-For (TRUST_PROXY=<this nginx address>).',
    'proxy_pass http://azmar_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Host $azmar_forward_host;',
    'proxy_set_header X-Forwarded-Proto $azmar_origin_scheme;',
    'proxy_connect_timeout 5s;',
    'proxy_send_timeout @@API_TIMEOUT@@;',
    'proxy_read_timeout @@API_TIMEOUT@@;',
    ...errorPages('azmar_api'),
  ];
}

/** The whole nginx.conf template. */
export function nginxConfTemplate() {
  const { maps: headerMaps, addHeaders, shellHeaders } = securityHeaderMaps();
  const upstreams = [
    'upstream azmar_shell {',
    '  server @@SHELL_UPSTREAM@@;',
    '  keepalive 8;',
    '}',
    'upstream azmar_render {',
    '  server @@RENDER_UPSTREAM@@;',
    '  keepalive 8;',
    '}',
    'upstream azmar_api {',
    '  server @@API_UPSTREAM@@;',
    '  keepalive 16;',
    '}',
    ...SITE_REMOTES.flatMap((remote) => [`upstream azmar_${remote.name} {`, `  server @@${remoteStem(remote)}_UPSTREAM@@;`, '  keepalive 8;', '}']),
  ];
  const http = [
    'types {',
    ...TYPES.map(([type, extensions]) => `  ${type} ${extensions};`),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${CHARSET_TYPES};`,
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    '',
    '# One JSON object a line, like the API.',
    'log_format azmar_json escape=json \'{"time":"$time_iso8601","remote_addr":"$remote_addr","method":"$request_method","uri":"$request_uri","status":$status,"bytes":$body_bytes_sent,"duration_s":$request_time,"upstream":"$upstream_addr","upstream_status":"$upstream_status","referer":"$http_referer","user_agent":"$http_user_agent"}\';',
    'access_log @@ACCESS_LOG@@;',
    '',
    '# Writable paths under one runtime folder, so the root filesystem can stay read-only.',
    'client_body_temp_path @@RUNTIME_DIR@@/client_body;',
    'proxy_temp_path @@RUNTIME_DIR@@/proxy;',
    'fastcgi_temp_path @@RUNTIME_DIR@@/fastcgi;',
    'uwsgi_temp_path @@RUNTIME_DIR@@/uwsgi;',
    'scgi_temp_path @@RUNTIME_DIR@@/scgi;',
    '',
    '# Slow or greedy clients: the API refuses bodies over its BODY_LIMIT_BYTES anyway, nginx stops them first.',
    'client_max_body_size @@BODY_LIMIT@@;',
    'client_body_timeout @@CLIENT_TIMEOUT@@;',
    'client_header_timeout @@CLIENT_TIMEOUT@@;',
    'send_timeout @@CLIENT_TIMEOUT@@;',
    'keepalive_timeout 30s;',
    'limit_conn_zone $binary_remote_addr zone=azmar_per_ip:10m;',
    'limit_conn_status 429;',
    '',
    '# Compressed copies made at build time (.gz, .br beside each file); nothing is compressed per request.',
    'gzip off;',
    'gzip_static on;',
    'gzip_vary on;',
    '@@BROTLI_STATIC@@',
    '',
    'map "$request_method $uri" $azmar_method_refused {',
    '  "~^(GET|HEAD) " 0;',
    '  "~^\\S+ /api(/|$)" 0;',
    '  # A page whose form posts to it (the contact form before its code runs): the render service answers it.',
    ...SITE_ROUTES.filter((route) => route.postsForm).map((route) => `  "~^POST ${route.path}/?$" 0;`),
    '  default 1;',
    '}',
    '# A path naming no file: what looks like a file is a plain 404, anything else the 404 page.',
    'map $uri $azmar_fallback {',
    '  "~^/(assets|remotes)/" /__azmar/file-404;',
    '  "~*/[^/]*\\.[a-z0-9]+$" /__azmar/file-404;',
    '  default /__azmar/page-404;',
    '}',
    'map $upstream_http_access_control_allow_origin $azmar_remote_cors {',
    '  "" "*";',
    '  default "";',
    '}',
    '# /sitemap.xml and /robots.txt name the origin the visitor used (Host, and the scheme a TLS proxy reports).',
    'map $http_x_forwarded_proto $azmar_origin_scheme {',
    '  "~*^\\s*https\\s*(,|$)" https;',
    '  default http;',
    '}',
    "# The Host passed on keeps the visitor's port ($host drops it): a stack published on :8080 must link",
    '# http://host:8080/… in its pages, or the stylesheets break under the CSP and the canonical URL is wrong.',
    'map $http_host $azmar_forward_host {',
    '  "" $host;',
    '  default $http_host;',
    '}',
    'map $http_host $azmar_site_origin {',
    `  "~*${SITEMAP_HOST}" "$azmar_origin_scheme://$http_host";`,
    '  default "";',
    '}',
    ...cacheMaps(),
    ...headerMaps,
    '',
    '# azmar:front-begin (left out when NGINX_ROLE=files)',
    ...upstreams,
    ...frontServer(addHeaders, shellHeaders),
    '# azmar:front-end',
    '',
    "# The files server: the apps built into this image or mounted into it (the shell's under /, each remote's under",
    "# /remotes/<workspace>/), for the upstreams above that point here or for another container's front door.",
    ...filesServer(addHeaders),
  ];
  return [
    '# Generated by deploy/nginx/generate-config.mjs from the route manifest; do not edit.',
    '@@USER_DIRECTIVE@@',
    '@@LOAD_MODULES@@',
    'worker_processes auto;',
    'error_log stderr warn;',
    'pid @@RUNTIME_DIR@@/nginx.pid;',
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(http, '  '),
    '}',
    '',
  ].join('\n');
}

/** The remotes as entrypoint.sh reads them: name, workspace, env variable, default entry, one remote a line. */
export function remotesTable() {
  return SITE_REMOTES.map((remote) => [remote.name, remote.workspace, remote.envVar, remote.defaultEntry].join(' ')).join('\n') + '\n';
}
