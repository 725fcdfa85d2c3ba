// A GET or HEAD whose connection to an upstream broke before any answer came is asked again, on another connection.
// Why: a kept-alive connection may lead to a replica that has just left the balancer. In a swarm's rolling update the
// old task's entry goes, and the next request on a connection to it is reset: the swarm test saw one 502 for
// mfe-catalogue's remoteEntry.js among 814 requests while that remote rolled. Asked again, it reaches a live replica.
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';

type RetryDelay = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['retryDelay']>;

/** Errors of a connection that broke, or never opened, before any answer came. Only a GET or HEAD is asked again: safe if the upstream acted on the first. */
const LOST_CONNECTION = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Each try may meet another kept-alive connection to the replica that left; three more reach past a few of them. */
export const LOST_CONNECTION_RETRIES = 3;

/** reply-from's `retryDelay`: ms before the next try, or null for none (then its own rules, e.g. a GET's 503). */
export const retryLostConnection: RetryDelay = ({ err, req, res, attempt, getDefaultDelay }) => {
  const code = (err as (Error & { code?: string }) | undefined)?.code;
  if (err && code && LOST_CONNECTION.has(code) && SAFE_METHODS.has(req.method) && attempt < LOST_CONNECTION_RETRIES) {
    return 10 * (attempt + 1);
  }
  return getDefaultDelay(req, res, err, attempt);
};
