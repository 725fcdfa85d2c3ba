import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Text formats; images, fonts in woff/woff2 and videos are compressed already. */
const PRECOMPRESSED_FILE = /\.(html|js|mjs|css|json|map|txt|xml|svg|ico|ttf|otf|wasm|webmanifest)$/i;

/**
 * A brotli (`x.js.br`, quality 11) and a gzip (`x.js.gz`, level 9) copy beside every text file of the build, so that
 * the servers send them as they are (`npm start`'s gateway through @fastify/static's `preCompressed`, nginx through
 * `brotli_static`/`gzip_static`) and never compress per request. A copy that would not be smaller than its file is
 * left out (`minRatio: 1`); the file is then sent as it is.
 */
export function precompressPlugins(): [CompressionPlugin<zlib.BrotliOptions>, CompressionPlugin<zlib.ZlibOptions>] {
  const common = { test: PRECOMPRESSED_FILE, threshold: 0, minRatio: 1, deleteOriginalAssets: false } as const;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin<zlib.ZlibOptions>({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}
