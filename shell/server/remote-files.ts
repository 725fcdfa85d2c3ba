// Each remote's files under /remotes/<workspace>/: proxied to the remote's own deployment when it has one
// (MFE_*_UPSTREAM, the containers), else from its dist here. Its server code (`server/`) is never the public's: the
// render reaches it on the deployment, or, for a dist here, on a loopback port of its own.
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { SITE_REMOTES, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { remoteLocations, type Env } from './config.js';
import { pathOf, sendError } from './errors.js';
import { cacheControlFor, isFile, pathInside, sendDistFile } from './files.js';
import { retryLostConnection } from './upstream-retry.js';

/** A remote's deployment as the gateway reaches it (`http://mfe-home:8080`), or null: its dist here. */
const upstreamOf = (env: Env, variable: string) => {
  const value = env[variable]?.trim();
  return value ? (/^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : `http://${value}`) : null;
};

const SERVER_CODE = /^\/remotes\/[^/]+\/server(\/|$)/;
const DOT_SEGMENT = /(^|[/\\])\.\.?([/\\]|$)/;

/**
 * Whether a path is one of a remote's public files as its file server would read it: decoded (`%73erver` is
 * `server`), with no dot segment (a file server refuses `/../` its own way, nginx with a 400) and no NUL.
 */
function isPublicFilePath(url: string | undefined): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOf(url));
  } catch {
    return false;
  }
  return !SERVER_CODE.test(decoded) && !DOT_SEGMENT.test(decoded) && !decoded.includes('\0');
}

/** A file of a remote's dist here, or null (the path leaves the dist, or names no file). */
async function localFile(request: FastifyRequest, dist: string, workspace: string): Promise<string | null> {
  const file = pathInside(pathOf(request.url).slice(`/remotes/${workspace}`.length));
  return file && (await isFile(dist, file)) ? file : null;
}

export async function registerRemoteFiles(app: FastifyInstance, env: Env, remoteDist: (workspace: string) => string) {
  const publicFilesOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPublicFilePath(request.url)) return sendError(request, reply, 404);
    // A shell on another origin may load them.
    reply.header('Access-Control-Allow-Origin', '*');
  };
  for (const remote of SITE_REMOTES) {
    const prefix = `/remotes/${remote.name}`;
    const upstream = upstreamOf(env, remote.upstreamVar);
    if (!upstream) {
      app.get(`${prefix}/*`, { preHandler: publicFilesOnly }, async (request, reply) => {
        const file = await localFile(request, remoteDist(remote.name), remote.name);
        return file ? sendDistFile(reply, remoteDist(remote.name), file) : sendError(request, reply, 404);
      });
      continue;
    }
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      httpMethods: ['GET', 'HEAD'],
      preHandler: publicFilesOnly,
      replyOptions: {
        // The cache rules are the gateway's, whatever the remote's file server says.
        rewriteHeaders: (headers, request) => ({
          ...headers,
          'cache-control': cacheControlFor(path.posix.basename(pathOf(request?.url))),
          vary: 'Accept-Encoding',
        }),
        retryDelay: retryLostConnection,
        onError: (reply) => sendError(reply.request as FastifyRequest, reply as FastifyReply, 502, `${remote.name} cannot be reached.`),
      },
    });
  }
}

/** The remotes' dists here, server code included, on a loopback port for the render workers alone. */
export async function startLocalRemoteFiles(env: Env, remoteDist: (workspace: string) => string) {
  const files = Fastify({ logger: false });
  await files.register(fastifyStatic, { root: remoteDist(SITE_REMOTES[0]?.name ?? ''), serve: false, preCompressed: true });
  files.get('/remotes/:workspace/*', async (request, reply) => {
    const remote = SITE_REMOTES.find((each) => each.name === (request.params as { workspace: string }).workspace);
    const file = remote && !upstreamOf(env, remote.upstreamVar) ? await localFile(request, remoteDist(remote.name), remote.name) : null;
    return remote && file ? reply.header('Cache-Control', 'no-cache').sendFile(file, remoteDist(remote.name)) : reply.code(404).send();
  });
  await files.listen({ port: 0, host: '127.0.0.1' });
  const address = files.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    /** Each remote's server entry where the gateway reaches its deployment: where MFE_*_URL moved it, its upstream, or here. */
    serverEntries: () => {
      const browser = remoteLocations(env);
      const entries = {} as Record<RemoteName, string>;
      for (const remote of SITE_REMOTES) {
        const moved = /^https?:\/\//.test(browser[remote.name]) ? browser[remote.name] : null;
        const base = moved ?? `${upstreamOf(env, remote.upstreamVar) ?? origin}/remotes/${remote.name}/remoteEntry.js`;
        entries[remote.name] = new URL('server/remoteEntry.js', base).href;
      }
      return entries;
    },
    close: () => files.close(),
  };
}
