// The security headers of everything the gateway serves (pages, assets, remote files, /remotes.json, errors,
// 304s), in one place. The Content-Security-Policy depends on where the remotes are configured, which an
// operator may change at any time (see remotes-config.mjs), so it is worked out from the same configuration
// on every request; helmet computes the header values, once per distinct configuration.
import helmet from 'helmet';
import { buildRemotesJson } from './remotes-config.mjs';

/**
 * Browser features the site never uses, switched off for it and anything it embeds. Only names Chromium
 * recognises: an unknown one is reported as a console error on every page. Fullscreen and autoplay stay
 * allowed (hero videos, the map to come).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * A URL as a CSP source: its origin (scheme, host, port), or only host and port for a scheme-relative
 * URL (`//cdn.example/x`, which the page loads with its own scheme). Relative URLs are the site's own
 * origin ('self' covers them) and anything but http(s) is never allowed, so both give null.
 * @param {string} url
 * @returns {string | null}
 */
export function sourceOf(url) {
  const text = url.trim();
  const schemeRelative = text.startsWith('//');
  if (!schemeRelative && !/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  let parsed;
  try {
    parsed = new URL(schemeRelative ? `http:${text}` : text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // URL parsing lets through characters that would end a CSP source or directive (`,` `;`): not a host.
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/i.test(parsed.host)) return null;
  return schemeRelative ? parsed.host : parsed.origin;
}

/**
 * The origins the shell loads remotes from, other than its own, from the configuration /remotes.json is
 * built from. An invalid configuration allows no other origin (/remotes.json answers 500 then anyway).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]} sorted, without duplicates
 */
export function remoteSources(env) {
  let locations;
  try {
    locations = Object.values(buildRemotesJson(env));
  } catch {
    return [];
  }
  const sources = new Set();
  for (const url of locations) {
    const source = sourceOf(url);
    if (source) sources.add(source);
  }
  return [...sources].sort();
}

/** The live map the contact page embeds when the operator says nothing: the company profile's OpenStreetMap embed. */
export const DEFAULT_MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The MAP_ORIGIN value that switches the live map off: the page keeps its drawn map and frames nothing. */
export const MAP_ORIGIN_OFF = 'none';

/**
 * MAP_ORIGIN: the origin of the map the contact page embeds (https://www.openstreetmap.org when unset or
 * empty, so `${MAP_ORIGIN:-}` in compose keeps the default). `none`, or any value that is not an http(s)
 * URL, allows no map: a typo fails closed rather than opening the policy to something unintended.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function mapSource(env) {
  const value = env.MAP_ORIGIN?.trim() || DEFAULT_MAP_ORIGIN;
  return value.toLowerCase() === MAP_ORIGIN_OFF ? null : sourceOf(value);
}

/**
 * The CSP directives (helmet's form): only the site's own origin, plus the remotes' origins for what a
 * remote's bundle loads from where it is deployed (entry and chunks, CSS, the fonts, images and videos
 * its build emits under its own public path, and the federation runtime's fetches), plus the map's origin in
 * frame-src and object-src: the contact page embeds the map in an <object>, which shows nothing when the map
 * host cannot be reached (an iframe would show the browser's error page over the drawn map beneath), and a page
 * in an <object> is checked against both directives. Nothing else may go into an object.
 *
 * style-src needs 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time. A nonce is not
 * workable here: the shell page is a static, cached file (ETag/304), whereas a nonce must be new in every
 * response and written into the page; it would also have to reach every app's antd ConfigProvider, and
 * antd's own helpers (@rc-component/portal's scroll locker, @rc-component/util's scroll-bar measurer)
 * insert <style> elements without passing any nonce. Hashes cannot work either, the CSS depends on the
 * theme tokens. Scripts, where injection matters most, stay strict: no inline script, no eval.
 * @param {{ remoteSources?: readonly string[], mapSource?: string | null }} origins
 * @returns {Record<string, string[]>}
 */
export function contentSecurityPolicyDirectives({ remoteSources = [], mapSource = null } = {}) {
  const selfAndRemotes = ["'self'", ...remoteSources];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...selfAndRemotes],
    scriptSrcAttr: ["'none'"],
    styleSrc: [...selfAndRemotes, "'unsafe-inline'"],
    fontSrc: [...selfAndRemotes],
    imgSrc: [...selfAndRemotes],
    mediaSrc: [...selfAndRemotes],
    connectSrc: [...selfAndRemotes],
    frameSrc: mapSource ? [mapSource] : ["'none'"],
    objectSrc: mapSource ? [mapSource] : ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // No upgrade-insecure-requests: the gateway is also served over plain HTTP (locally, on an intranet),
    // where upgrading every request would break the site; HTTPS is the front proxy's job.
  };
}

/**
 * Every security header for one configuration, as helmet writes them.
 * @param {{ remoteSources?: readonly string[], mapSource?: string | null, crossOrigin?: boolean }} options
 *   crossOrigin: the response may be loaded by a page on another origin (remote files)
 * @returns {Record<string, string>} lower-case names
 */
export function computeSecurityHeaders({ remoteSources = [], mapSource = null, crossOrigin = false } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  const collector = {
    setHeader: (/** @type {string} */ name, /** @type {string | number | string[]} */ value) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (/** @type {string} */ name) => {
      delete headers[name.toLowerCase()];
    },
  };
  /** @type {unknown} */
  let failure = null;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives({ remoteSources, mapSource }) },
    // Remote files are fetched by a shell on another origin as no-cors scripts and stylesheets, which
    // a same-origin resource policy would block.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  })(/** @type {never} */ ({}), /** @type {never} */ (collector), (error) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * @param {Record<string, string | undefined>} env read on every call, like /remotes.json
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 *   sets the headers on res; the writeHead calls that follow keep them
 */
export function createSecurityHeaders(env) {
  /** @type {Map<string, Record<string, string>>} */
  const computed = new Map();
  return (req, res) => {
    const remotes = remoteSources(env);
    const map = mapSource(env);
    const crossOrigin = (req.url ?? '').startsWith('/remotes/');
    const key = JSON.stringify([remotes, map, crossOrigin]);
    let headers = computed.get(key);
    if (!headers) {
      // A handful of configurations in a server's life; the bound only guards against an endless series.
      if (computed.size >= 64) computed.clear();
      headers = computeSecurityHeaders({ remoteSources: remotes, mapSource: map, crossOrigin });
      computed.set(key, headers);
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
}
