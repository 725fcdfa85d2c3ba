// Sends one file from disk: content type, cache policy, ETag/304, compression for text, Range for media.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cache-policy.mjs';
import { compressedVariants, negotiateEncoding } from './compressed-cache.mjs';
import { contentTypeFor, isCompressible } from './content-types.mjs';

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
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file absolute path of an existing file
 * @param {import('node:fs').Stats} info
 * @param {{ status?: number, headers?: Record<string, string> }} [options]
 */
export async function sendFile(req, res, file, info, options = {}) {
  const status = options.status ?? 200;
  const ext = path.extname(file).toLowerCase();
  const compressible = isCompressible(ext);
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const baseTag = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
  const etag = `W/"${baseTag}${encoding === 'identity' ? '' : `-${encoding}`}"`;

  res.setHeader('Content-Type', contentTypeFor(ext));
  res.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  else res.setHeader('Accept-Ranges', 'bytes');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);

  // A 404 page must stay a 404 even for a client that has it cached.
  if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }

  if (compressible) {
    const variants = await compressedVariants(file, info);
    const body = variants[encoding];
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.statusCode = status;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  const range = status === 200 ? parseRange(req.headers.range, info.size) : null;
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${info.size}`);
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${info.size}`);
  } else {
    res.statusCode = status;
  }
  res.setHeader('Content-Length', info.size === 0 ? 0 : end - start + 1);
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === '*');
}

/**
 * One byte range (what video elements ask for); multi-range requests are answered with the whole file.
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function parseRange(header, size) {
  if (typeof header !== 'string') return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText, endText] = match;
  if (startText === '' && endText === '') return null;
  let start;
  let end;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
