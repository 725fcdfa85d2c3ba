import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compilation, Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images, fonts in woff/woff2 and videos are compressed already. */
const PRECOMPRESSED_FILE = /\.(html|js|mjs|css|json|map|txt|xml|svg|ico|ttf|otf|wasm|webmanifest)$/i;

/**
 * Writes a brotli (`x.js.br`, quality 11) and a gzip (`x.js.gz`, level 9) copy beside every text file of the
 * build, so that the servers send them as they are (`npm start`'s gateway through @fastify/static's
 * `preCompressed`, nginx through `brotli_static`/`gzip_static`) and never compress per request. A copy that
 * would not be smaller than its file is left out; the file is then sent as it is.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation: Compilation) => {
      // After minification and every other change to the assets, the copies are of the files as emitted.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => PRECOMPRESSED_FILE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const content = compilation.getAsset(name)?.source.buffer();
              if (!content) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
                }),
                gzip(content, { level: 9 }),
              ]);
              if (br.length < content.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              if (gz.length < content.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
