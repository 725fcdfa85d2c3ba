// Sends one file of a build. @fastify/static does the work (content type, ETag/304, Range, HEAD) and serves
// the brotli or gzip copy the build wrote beside the file (`x.js.br`, `x.js.gz`) when the client accepts it.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import { cacheControlFor } from './cache-policy.mjs';

// RFC 9239 made text/javascript the one JavaScript type; the `mime` table @fastify/send (and so @fastify/static) reads
// still says application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

const PRECOMPRESSED = ['.br', '.gz'];
const SAME_DEPLOYMENT_MS = 2_000;
// A page served with another status (the 404 page) is always sent whole: a 304 or a 206 would lose the status.
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range', 'if-range'];

/**
 * @param {string} file absolute path
 * @returns {Promise<import('node:fs').Stats | null>} the file's stat, or null when it is not a regular file
 */
export async function statFile(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {string} root absolute dist folder
 * @param {string} file absolute path of an existing file inside root
 * @param {import('node:fs').Stats} info
 * @param {{ status?: number, cacheControl?: string }} [options] `cacheControl` replaces the file's own (a staff page's `no-store`)
 */
export async function sendDistFile(request, reply, root, file, info, { status = 200, cacheControl } = {}) {
  reply.header('Cache-Control', cacheControl ?? cacheControlFor(path.basename(file)));
  // Set first so that @fastify/static keeps it as it is rather than adding its lower-case one. A page answered
  // no-store also names Cookie, for any cache that keeps it anyway.
  reply.header('Vary', cacheControl === 'no-store' ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
  if (status !== 200) {
    reply.code(status);
    for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
  }
  const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
  if (await hasStaleCopy(file, info)) return sendCompressedNow(request, reply, root, urlPath);
  return reply.sendFile(urlPath, root);
}

/**
 * @fastify/static trusts a compressed copy whatever its age. A file replaced in place without its copies (by hand,
 * or by a deployment that copies only some files) would then be served in its old version to every client that
 * accepts compression, so such a file is sent from itself, compressed on the fly by @fastify/compress.
 * A build or a copy of a dist writes a file and its copies in any order within moments, hence the slack.
 * @param {string} file
 * @param {import('node:fs').Stats} info
 */
async function hasStaleCopy(file, info) {
  const copies = await Promise.all(PRECOMPRESSED.map((ext) => statFile(file + ext)));
  return copies.some((copy) => copy !== null && copy.mtimeMs < info.mtimeMs - SAME_DEPLOYMENT_MS);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {string} root
 * @param {string} urlPath
 */
async function sendCompressedNow(request, reply, root, urlPath) {
  const { statusCode, headers, stream, type } = await send(request.raw, encodeURI(urlPath), { root, cacheControl: false });
  if (type !== 'file') return reply.callNotFound();
  reply.code(reply.statusCode !== 200 ? reply.statusCode : statusCode).headers(headers);
  if (statusCode === 200 && request.method === 'GET') {
    // @fastify/compress adds its own (lower-case) Vary.
    reply.removeHeader('Vary');
    return reply.compress(stream);
  }
  return reply.send(stream);
}
