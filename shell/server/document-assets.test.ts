// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExposedAssets, readShellAssets } from './document-assets.js';

describe("the page's files, read from the builds", () => {
  let dist = '';
  let server: Server;
  let serverEntry = '';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'azmar-assets-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const file of ['index.html', 'main.1a.js', 'startup.2b.js', 'texts-en.3c.js', 'texts-ku.4d.js', 'texts-ku.4d.js.br', '581.5e.js', 'main.6f.css'])
      writeFileSync(path.join(dist, file), '');
    const manifest = {
      exposes: [
        {
          name: 'app',
          assets: {
            js: { sync: ['1.aa.js', '__federation_expose_app.bb.js'], async: ['2.cc.js', 'app.texts-en.dd.js', 'app.texts-ku.ee.js', 'about.texts-ku.ff.js'] },
            css: { sync: ['app.11.css'], async: [] },
          },
        },
        // As a dev server names them: without a hash.
        {
          name: 'home-sections',
          assets: { js: { sync: ['3.aa.js'], async: ['app.texts-ku.ee.js', 'home-sections.texts-ku.js', 'home-sections.texts-ku.js.map'] } },
        },
      ],
    };
    server = createServer((request, response) => {
      if (request.url === '/remote/mf-manifest.json') response.end(JSON.stringify(manifest));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverEntry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remote/server/remoteEntry.js`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("finds the shell's startup file and its texts' file in each language", async () => {
    const assets = await readShellAssets(dist);
    expect(assets.shellStartupScripts).toEqual(['startup.2b.js']);
    expect(assets.shellTexts).toEqual({ en: ['texts-en.3c.js'], ku: ['texts-ku.4d.js'] });
    expect(assets.shellStyles).toEqual(['main.6f.css']);
  });

  it("gives each exposed module its own texts' file per language, not another module's", async () => {
    const exposed = await readExposedAssets(serverEntry);
    expect(exposed['app']).toEqual({
      styles: ['app.11.css'],
      scripts: ['1.aa.js', '__federation_expose_app.bb.js'],
      texts: { en: ['app.texts-en.dd.js'], ku: ['app.texts-ku.ee.js'] },
    });
    expect(exposed['home-sections']?.texts).toEqual({ ku: ['home-sections.texts-ku.js'] });
  });
});
