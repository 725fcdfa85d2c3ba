// The nginx text of the security headers and of the remotes' locations as the environment gives them (MFE_*_URL,
// MAP_ORIGIN): maps nginx evaluates per request, so nothing about a URL is worked out in shell. The header values
// are the gateway's own (scripts/gateway/security-headers.mjs), with nginx variables where the gateway puts the
// remotes' origins and the map's.
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { computeSecurityHeaders, DEFAULT_MAP_ORIGIN, sourceOf } from '../../scripts/gateway/security-headers.mjs';

/** Placeholders fed to the gateway's builder, replaced by nginx variables in the output. */
const REMOTE_SOURCES_MARK = 'azmar-remote-sources.invalid';
const FRAME_SOURCE_MARK = 'azmar-frame-source.invalid';

/** A double-quoted nginx string: nginx reads `\\` as `\` and `\"` as `"` in one. */
export function quoted(text) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** @param {{ name: string }} remote */
export function remoteVar(prefix, remote) {
  return `$azmar_${prefix}_${remote.name}`;
}

/** A header's nginx variable: content-security-policy → $azmar_h_content_security_policy. */
export function headerVar(name) {
  return `$azmar_h_${name.replace(/-/g, '_')}`;
}

/** @param {string} name a header's lower-case name */
export function headerName(name) {
  return name.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// sourceOf() of security-headers.mjs as regular expressions: an http(s) or scheme-relative URL with a plain ASCII
// host gives its origin, without the scheme's default port; anything else gives nothing. nginx cannot lower-case,
// so the host keeps the case it was written in (CSP compares hosts without regard to case).
const USER = '(?:[^/?#\\\\]*@)?';
const HOST = '(?<azmar_host>[a-z0-9.-]+|\\[[0-9a-f:.]+\\])';
const PORT = '0*(?<azmar_port>6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3})';
const END = '(?:[/?#\\\\]|\\s*$)';

/** @param {string} prefix put before each origin (a space, to follow the sources before it) */
function originEntries(prefix) {
  const entries = [];
  for (const [scheme, port] of [
    ['https', 443],
    ['http', 80],
  ]) {
    const start = `~*^\\s*${scheme}:[/\\\\]*${USER}${HOST}`;
    entries.push([`${start}(?::0*${port}|:)?${END}`, `${prefix}${scheme}://$azmar_host`]);
    entries.push([`${start}:${PORT}${END}`, `${prefix}${scheme}://$azmar_host:$azmar_port`]);
  }
  // Scheme-relative: host and port only, read as http (so :80 is left out).
  const start = `~*^\\s*//[/\\\\]*${USER}${HOST}`;
  entries.push([`${start}(?::0*80|:)?${END}`, `${prefix}$azmar_host`]);
  entries.push([`${start}:${PORT}${END}`, `${prefix}$azmar_host:$azmar_port`]);
  return entries;
}

/** @param {string} source @param {string} variable @param {Array<[string, string]>} entries @param {string} fallback */
function map(source, variable, entries, fallback) {
  return [`map ${source} ${variable} {`, ...entries.map(([key, value]) => `  ${quoted(key)} ${quoted(value)};`), `  default ${quoted(fallback)};`, '}'];
}

/**
 * Per remote: its remoteEntry.js for /remotes.json (toRemoteEntryUrl of the contract: a folder or an
 * mf-manifest.json URL means the remoteEntry.js beside it) and its origin for the CSP, each origin once.
 */
export function remoteMaps() {
  const lines = [];
  for (const remote of SITE_REMOTES) {
    const env = quoted(`\${${remote.envVar}}`);
    lines.push(`# ${remote.envVar}: where the shell loads ${remote.name} from.`);
    // Checked in order: what JSON cannot hold unescaped leaves the entry empty (/remotes.json answers 500 then).
    const entries = [
      ['', remote.defaultEntry],
      ['~[\\x00-\\x1f\\x7f"\\\\]', ''],
      ['~^(?<azmar_folder>(?:.*/)?)mf-manifest\\.json$', '${azmar_folder}remoteEntry.js'],
      ['~^(?<azmar_folder>.*/)$', '${azmar_folder}remoteEntry.js'],
      ['~^(?<azmar_entry>.+)$', '$azmar_entry'],
    ];
    lines.push(...map(env, remoteVar('entry', remote), entries, ''));
    lines.push(...map(env, remoteVar('source', remote), originEntries(' '), ''));
  }
  const entries = SITE_REMOTES.map((remote) => remoteVar('entry', remote)).join('|');
  lines.push(...map(quoted(entries), '$azmar_remotes_invalid', [['~(?:^|\\|)(?:\\||$)', '1']], '0'));
  // An origin already given by a remote before it is left out.
  const fresh = SITE_REMOTES.map((remote, index) => {
    if (index === 0) return remoteVar('source', remote);
    const before = SITE_REMOTES.slice(0, index).map((other) => remoteVar('source', other));
    const key = quoted([remoteVar('source', remote), ...before].join('|'));
    lines.push(
      ...map(
        key,
        remoteVar('new_source', remote),
        [
          ['~*^(?<azmar_s>[^|]+)\\|(?:[^|]*\\|)*\\k<azmar_s>(?:\\||$)', ''],
          ['~^(?<azmar_s>[^|]*)\\|', '$azmar_s'],
        ],
        '',
      ),
    );
    return remoteVar('new_source', remote);
  });
  lines.push(...map(remoteVar('source', SITE_REMOTES[0]), '$azmar_remote_sources', [], fresh.join('')));
  return lines;
}

/** MAP_ORIGIN as mapSource() of security-headers.mjs reads it: the default map when empty, `none` or a non-URL: none. */
export function mapOriginMap() {
  return map(
    quoted('${MAP_ORIGIN}'),
    '$azmar_frame_src',
    [['', sourceOf(DEFAULT_MAP_ORIGIN) ?? ''], ['~^\\s+$', sourceOf(DEFAULT_MAP_ORIGIN) ?? ''], ['~*^\\s*none\\s*$', "'none'"], ...originEntries('')],
    "'none'",
  );
}

/** The gateway's header values, the CSP's remote and map origins as nginx variables; for remote files too. */
export function headerValues() {
  const marks = { remoteSources: [REMOTE_SOURCES_MARK], mapSource: FRAME_SOURCE_MARK };
  const withVariables = (/** @type {Record<string, string>} */ headers) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => {
        if (name !== 'content-security-policy') return [name, value];
        if (!value.includes(` ${REMOTE_SOURCES_MARK}`) || !value.includes(FRAME_SOURCE_MARK)) throw new Error('the CSP builder changed shape');
        return [name, value.replaceAll(` ${REMOTE_SOURCES_MARK}`, '$azmar_remote_sources').replaceAll(FRAME_SOURCE_MARK, '$azmar_frame_src')];
      }),
    );
  return { site: withVariables(computeSecurityHeaders(marks)), remote: withVariables(computeSecurityHeaders({ ...marks, crossOrigin: true })) };
}

/** Each header added unless the upstream answer (the API, a remote's server) set it already, as the gateway does. */
export function headerMaps() {
  const { site, remote } = headerValues();
  const lines = [];
  for (const [name, value] of Object.entries(site)) {
    let own = quoted(value);
    if (remote[name] !== value) {
      // Remote files may be loaded by a shell on another origin (CORP cross-origin there).
      lines.push(...map('$uri', `${headerVar(name)}_for_uri`, [['~^/remotes/', remote[name] ?? '']], value));
      own = `${headerVar(name)}_for_uri`;
    }
    lines.push(`map $upstream_http_${name.replace(/-/g, '_')} ${headerVar(name)} {`, `  "" ${own};`, '  default "";', '}');
  }
  return lines;
}

/** add_header lines: the site's headers (unless the upstream set them), its Cache-Control and a plain 405's Allow. */
export function addHeaders() {
  const { site } = headerValues();
  return [
    ...Object.keys(site).map((name) => `add_header ${headerName(name)} ${headerVar(name)} always;`),
    'add_header Cache-Control $azmar_cache_control always;',
    'add_header Allow $azmar_allow always;',
  ];
}

/** The shell's files server sets headers for its own origin: the front door sends the site's, whatever it said. */
export function shellHeaders({ staff = false } = {}) {
  const { site } = headerValues();
  const lines = Object.entries(site).flatMap(([name, value]) => [
    `proxy_hide_header ${headerName(name)};`,
    `add_header ${headerName(name)} ${quoted(value)} always;`,
  ]);
  lines.push('proxy_hide_header Access-Control-Allow-Origin;');
  if (!staff) return [...lines, 'add_header Cache-Control $azmar_cache_control always;'];
  // A staff page: kept by nobody, and any cache that keeps it anyway must tell sessions apart.
  return [
    ...lines,
    'proxy_hide_header Cache-Control;',
    'proxy_hide_header Vary;',
    'add_header Cache-Control "no-store" always;',
    'add_header Vary "Cookie, Accept-Encoding" always;',
  ];
}
