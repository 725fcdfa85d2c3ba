// The gateway's settings, from the environment. Where a remote lives and the map's origin are read again on every
// use, so an operator moves a remote or the map without restarting anything; the rest is read once, at start.
import { toRemoteEntryUrl } from '@azmar/contract/routes/page-remote-locations';
import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';

export type Env = Record<string, string | undefined>;

export interface GatewayConfig {
  /** Where page URLs point (canonical, hreflang, Open Graph, sitemap, script URLs); null: the request's own host. */
  publicOrigin: URL | null;
  /** The `Host` values answered besides the loopback names and the public origin's, each `name` or `name:port`. */
  allowedHosts: string[];
  /** The addresses (or CIDR ranges) of the proxies in front whose `X-Forwarded-*` headers are believed. */
  trustedProxies: string[];
  /** How long a rendered page is served again (0: render every request). */
  renderCacheMs: number;
  renderWorkers: number | undefined;
  /** How long a remote's code or an API read may take in a render. */
  renderTimeoutMs: number;
  /** `SERVER_RENDER=off`: the shell's static index.html for every page. */
  serverRender: boolean;
  /** How many requests one client address may have in progress at once (0: no limit). */
  clientRequestLimit: number;
  /** How often the API's content dates are asked, and how long a change waits before pages show it (content-revision.ts). */
  contentPollMs: number;
  contentSettleMs: number;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function number(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more, not "${value}"`);
  return parsed;
}

/** Reads and checks the settings; throws one sentence naming the variable when one is wrong. */
export function readGatewayConfig(env: Env): GatewayConfig {
  let publicOrigin: URL | null = null;
  if (env.PUBLIC_ORIGIN?.trim()) {
    try {
      publicOrigin = new URL(env.PUBLIC_ORIGIN.trim());
    } catch {
      throw new Error(`PUBLIC_ORIGIN must be a URL such as https://azmar.example, not "${env.PUBLIC_ORIGIN}"`);
    }
    if (!/^https?:$/.test(publicOrigin.protocol) || publicOrigin.pathname !== '/' || publicOrigin.search) {
      throw new Error(`PUBLIC_ORIGIN must be an http(s) origin with no path, not "${env.PUBLIC_ORIGIN}"`);
    }
  }
  return {
    publicOrigin,
    allowedHosts: list(env.ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    trustedProxies: list(env.TRUSTED_PROXIES),
    renderCacheMs: number(env, 'RENDER_CACHE_MS', 5000),
    renderWorkers: number(env, 'RENDER_WORKERS', 0) || undefined,
    renderTimeoutMs: number(env, 'RENDER_TIMEOUT_MS', 3000),
    serverRender: env.SERVER_RENDER !== 'off',
    clientRequestLimit: number(env, 'CLIENT_REQUEST_LIMIT', 20),
    contentPollMs: Math.max(100, number(env, 'CONTENT_POLL_MS', 1000)),
    contentSettleMs: number(env, 'CONTENT_SETTLE_MS', 3000),
  };
}

/** Where the browser loads each remote: through the gateway, unless its `MFE_*_URL` moves it. Read on every use. */
export function remoteLocations(env: Env): Record<RemoteName, string> {
  const locations = {} as Record<RemoteName, string>;
  for (const remote of SITE_REMOTES) {
    const moved = env[remote.envVar]?.trim();
    locations[remote.name] = moved ? toRemoteEntryUrl(moved) : remote.defaultEntry;
  }
  return locations;
}
