// The builds' files, from a dist folder on this machine: @fastify/static sends them (type, ETag/304, Range, HEAD) and
// the brotli or gzip copy the build wrote beside each text file when the client takes it, so nothing is compressed per
// request. Which files a browser keeps for a year and which it must ask again for is decided here alone, for files
// sent from disk and files proxied from a remote's own deployment alike.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply } from 'fastify';

// RFC 9239 made text/javascript the one JavaScript type; the table @fastify/send reads still says application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** The only unhashed entry points; everything else a build names with a content hash never changes under that name. */
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'routes.json', 'remoteEntry.js', 'mf-manifest.json']);
// A content hash is 8+ hex characters set off by '.' or '-' (main.3f2a9c1b.js, 3f2a9c1b0d4e5f60.woff2).
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * `no-cache` for entry points, a year for hashed files, and an hour for unhashed files copied from `public/` (photos,
 * videos), which a deployment may replace in place.
 */
export function cacheControlFor(fileName: string): string {
  if (ENTRY_POINTS.has(fileName)) return 'no-cache';
  if (HASHED_NAME.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * A URL path below a folder as a path inside it, or null when it is malformed or would leave it (dot segments,
 * escapes of them, NUL, backslashes) or names a dot file (.env, .git), which no build publishes.
 */
export function pathInside(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  return path.posix.normalize(`/${decoded}`);
}

/** Whether a file of the folder exists. */
export async function isFile(root: string, file: string): Promise<boolean> {
  try {
    return (await stat(path.join(root, file))).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends a file of a dist folder with its cache rule. `status` other than 200 (the 404 page) is sent whole: a 304 or a
 * 206 would lose it.
 */
export function sendDistFile(reply: FastifyReply, root: string, file: string, options: { status?: number; cacheControl?: string } = {}) {
  reply.header('Cache-Control', options.cacheControl ?? cacheControlFor(path.posix.basename(file)));
  // Set first so that @fastify/static keeps it rather than adding its own.
  reply.header('Vary', 'Accept-Encoding');
  if (options.status && options.status !== 200) {
    reply.code(options.status);
    for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range', 'if-range']) delete reply.request.raw.headers[name];
  }
  return reply.sendFile(file, root);
}
