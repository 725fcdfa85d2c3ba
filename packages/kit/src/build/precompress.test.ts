// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugins } from '@azmar/kit/build/precompress';

let root: string;
let dist: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'azmar-precompress-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'index.js'), `console.log(${JSON.stringify('a text that compresses well '.repeat(200))});`);
  writeFileSync(path.join(root, 'public', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
  writeFileSync(path.join(root, 'public', 'tiny.txt'), 'a');
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: { main: './index.js' },
    output: { path: dist, filename: '[name].js' },
    plugins: [
      new rspack.HtmlRspackPlugin({ title: 'x' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'public'), to: '.' }] }),
      ...precompressPlugins(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's brotli and gzip copies (compression-webpack-plugin)", () => {
  it.each(['main.js', 'index.html'])('writes %s.br (brotli) and %s.gz (gzip) of the file as emitted', (name) => {
    const file = readFileSync(path.join(dist, name));
    const br = readFileSync(path.join(dist, `${name}.br`));
    const gz = readFileSync(path.join(dist, `${name}.gz`));
    expect(brotliDecompressSync(br).equals(file)).toBe(true);
    expect(gunzipSync(gz).equals(file)).toBe(true);
    expect(br.length).toBeLessThan(file.length);
  });

  it('leaves already compressed formats alone', () => {
    expect(existsSync(path.join(dist, 'photo.jpg'))).toBe(true);
    expect(existsSync(path.join(dist, 'photo.jpg.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'photo.jpg.gz'))).toBe(false);
  });

  it('leaves out a copy that would not be smaller than its file', () => {
    expect(existsSync(path.join(dist, 'tiny.txt'))).toBe(true);
    expect(existsSync(path.join(dist, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'tiny.txt.gz'))).toBe(false);
  });
});
