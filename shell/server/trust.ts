// What the gateway believes of a request: its Host only when it is the site's (the public origin's, a configured
// one, or a loopback name for a visitor on this machine), and X-Forwarded-* only from configured proxies (Fastify's
// `trustProxy`, which gives `request.ip`, `request.protocol` and `request.host` accordingly).
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The name of a `host[:port]` without its port. */
const nameOf = (host: string) => host.replace(/:\d+$/, '');

/** Whether the gateway answers a request addressed to this Host. */
export function isAllowedHost(host: string | undefined, config: Pick<GatewayConfig, 'publicOrigin' | 'allowedHosts'>): boolean {
  if (!host || !HOST.test(host)) return false;
  const lower = host.toLowerCase();
  if (LOOPBACK_NAMES.has(nameOf(lower))) return true;
  if (config.publicOrigin && (lower === config.publicOrigin.host || lower === config.publicOrigin.hostname)) return true;
  return config.allowedHosts.some((allowed) => allowed === lower || allowed === nameOf(lower));
}

/**
 * The origin page URLs are built on: the public origin when one is configured; else the one the request was addressed
 * to (an allowed Host, and https only when a trusted proxy in front says so).
 */
export function siteOrigin(request: FastifyRequest, config: Pick<GatewayConfig, 'publicOrigin'>): string {
  if (config.publicOrigin) return config.publicOrigin.origin;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host.toLowerCase()}`;
}
