// The security headers of everything the gateway answers (pages, files, remote files, /remotes.json, errors, 304s),
// in one place, computed by helmet. The Content-Security-Policy allows the origins the remotes and the map are
// configured on at the moment of the request (an operator may move either at any time).
import helmet from 'helmet';
import { remoteLocations, type Env } from './config.js';

/**
 * Browser features the site never uses, switched off for it and anything it embeds. Only names Chromium recognises:
 * an unknown one is a console error on every page. Fullscreen and autoplay stay allowed (hero videos).
 */
export const PERMISSIONS_POLICY =
  'accelerometer camera display-capture geolocation gyroscope hid magnetometer microphone midi payment publickey-credentials-get serial usb xr-spatial-tracking'
    .split(' ')
    .map((feature) => `${feature}=()`)
    .join(', ');

/**
 * A URL as a CSP source: its origin, or only host and port for a scheme-relative URL. A relative URL is the site's own
 * origin ('self' covers it) and anything but http(s) is never allowed: both give null.
 */
export function sourceOf(url: string): string | null {
  const text = url.trim();
  const schemeRelative = text.startsWith('//');
  if (!schemeRelative && !/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  let parsed: URL;
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

/** The live map the contact page embeds when the operator says nothing: the company profile's OpenStreetMap embed. */
const DEFAULT_MAP_ORIGIN = 'https://www.openstreetmap.org';

/** `MAP_ORIGIN` as a source: the default when unset or empty; `none`, or a value that is no http(s) URL, allows none. */
export function mapSource(env: Env): string | null {
  const value = env.MAP_ORIGIN?.trim() || DEFAULT_MAP_ORIGIN;
  return value.toLowerCase() === 'none' ? null : sourceOf(value);
}

/**
 * The policy: only the site's own origin, plus the remotes' origins for what a remote's build loads from where it is
 * deployed, plus the map's origin in frame-src and object-src (the contact page embeds it in an <object>, which shows
 * nothing when the map host is unreachable, where an iframe would show the browser's error page).
 *
 * style-src needs 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time, and antd's own helpers insert
 * some without passing a nonce; hashes cannot work as the CSS follows the theme tokens. Scripts stay strict.
 */
function contentSecurityPolicyDirectives({ remoteSources = [] as readonly string[], mapOrigin = null as string | null } = {}) {
  const selfAndRemotes = ["'self'", ...remoteSources];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: selfAndRemotes,
    scriptSrcAttr: ["'none'"],
    styleSrc: [...selfAndRemotes, "'unsafe-inline'"],
    fontSrc: selfAndRemotes,
    imgSrc: selfAndRemotes,
    mediaSrc: selfAndRemotes,
    connectSrc: selfAndRemotes,
    frameSrc: mapOrigin ? [mapOrigin] : ["'none'"],
    objectSrc: mapOrigin ? [mapOrigin] : ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** Every security header for one configuration, as helmet writes them (lower-case names). */
function computeSecurityHeaders(options: { remoteSources?: readonly string[]; mapOrigin?: string | null; crossOrigin?: boolean } = {}) {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // Remote files are fetched by a shell on another origin as no-cors scripts and stylesheets.
    crossOriginResourcePolicy: { policy: options.crossOrigin ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  })({} as never, collector as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** The headers of one request, worked out from the configuration at that moment; computed once per configuration. */
export function createSecurityHeaders(env: Env): (url: string) => Record<string, string> {
  const computed = new Map<string, Record<string, string>>();
  return (url) => {
    const sources = Object.values(remoteLocations(env)).map(sourceOf);
    const remoteSources = [...new Set(sources.filter((source) => source !== null))].sort();
    const mapOrigin = mapSource(env);
    const crossOrigin = url.startsWith('/remotes/');
    const key = JSON.stringify([remoteSources, mapOrigin, crossOrigin]);
    let headers = computed.get(key);
    if (!headers) {
      // A handful of configurations in a server's life; the bound only guards against an endless series.
      if (computed.size >= 64) computed.clear();
      headers = computeSecurityHeaders({ remoteSources, mapOrigin, crossOrigin });
      computed.set(key, headers);
    }
    return headers;
  };
}
