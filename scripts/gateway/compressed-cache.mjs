// Compressed copies of text files, made once per file version and kept in memory, so requests never
// pay for compression after the first one.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** @typedef {{ identity: Buffer, gzip: Buffer, br: Buffer }} Variants */

// One entry per file path: a redeployed file replaces its old variants instead of piling up beside them.
/** @type {Map<string, { version: string, variants: Promise<Variants> }>} */
const cache = new Map();

/**
 * @param {string} file absolute path
 * @param {{ size: number, mtimeMs: number }} stat identifies the version of the file
 * @returns {Promise<Variants>}
 */
export function compressedVariants(file, stat) {
  const version = `${stat.size}:${stat.mtimeMs}`;
  const cached = cache.get(file);
  if (cached && cached.version === version) return cached.variants;
  const entry = { version, variants: makeVariants(file) };
  cache.set(file, entry);
  // A failed read must not poison the cache for the next request.
  entry.variants.catch(() => {
    if (cache.get(file) === entry) cache.delete(file);
  });
  return entry.variants;
}

async function makeVariants(file) {
  const identity = await readFile(file);
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gz, br };
}

/**
 * Picks the best encoding the client accepts (q=0 excludes one).
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
