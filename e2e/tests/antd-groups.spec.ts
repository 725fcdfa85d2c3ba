// antd group doors (kit antd/groups/): loaded on first use, not with every page, and taken by a remote of the
// same kit version from the shell's container, so their components read the page's ConfigProvider.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createGateway, listen } from '../../scripts/gateway/gateway-server.mjs';
import { watchProblems } from '../support/page-problems.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { expectDocumentLanguage, expectHero, presetLanguage } from '../support/site-page.ts';
import { LANGS, routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kitDir = path.join(rootDir, 'packages', 'kit');
const kitVersion = (JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as { version: string }).version;
const FEEDBACK = '@azmar/kit/antd/groups/antd-feedback';
// A prop name only antd's Modal code holds (kept by the minifier): a file containing it holds a copy of Modal.
const MODAL_MARKER = 'focusTriggerAfterClose';

let build: RedeployedRemote | null = null;
const servers: Server[] = [];

test.afterAll(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  build?.copy.remove();
});

/** The expected OK label (antd's English locale, the kit's Sorani one) and the brand colour, from their sources. */
function expectations() {
  const enUS = createRequire(import.meta.url)('antd/lib/locale/en_US').default as { Modal: { okText: string } };
  const ckbOk = /Modal:\s*\{\s*okText:\s*'([^']+)'/.exec(readFileSync(path.join(kitDir, 'src', 'antd', 'antd-locale-ckb.ts'), 'utf8'))?.[1];
  const primaryHex = /primary:\s*'#([0-9a-f]{6})'/i.exec(readFileSync(path.join(kitDir, 'src', 'theme', 'theme.ts'), 'utf8'))?.[1];
  if (!ckbOk || !primaryHex) throw new Error('cannot read the Sorani OK label or the brand colour from the kit');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(primaryHex.slice(i, i + 2), 16));
  return { ok: { en: enUS.Modal.okText, ku: ckbOk }, primary: `rgb(${r}, ${g}, ${b})` };
}

/** The body of every script the page loads from now on. */
function collectScripts(page: Page): Array<Promise<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: '' }),
        ),
      );
  });
  return scripts;
}

/** Which app each loaded version of a shared module came from. */
async function loadedFrom(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Share = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
      .__FEDERATION__;
    const found = new Set<string>();
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [version, info] of Object.entries(scope[name] ?? {})) {
          if (info.loaded || info.loading || typeof info.lib === 'function') found.add(`${version} from ${info.from}`);
        }
      }
    }
    return [...found];
  }, pkg);
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument; this hook needs none.
test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  test.setTimeout(300_000);
  // mfe-catalogue as its team would ship a page with a modal: same kit as the shell, nothing else rebuilt.
  build = buildPatchedRemote(
    rootDir,
    'mfe-catalogue',
    { file: 'src/app.tsx', change: (source) => `import { withModalProbe } from './modal-probe';\n${source.replace(/App: (\w+)/, 'App: withModalProbe($1)')}` },
    (copy) =>
      copy.write(
        'src/modal-probe.tsx',
        [
          `import type { ComponentType } from 'react';`,
          `import { Modal } from '${FEEDBACK}';`,
          `export function withModalProbe(App: ComponentType) {`,
          `  return function WithModalProbe() {`,
          `    return (<><App /><Modal open title="probe" mask={false}><p data-testid="modal-probe">probe</p></Modal></>);`,
          `  };`,
          `}`,
          ``,
        ].join('\n'),
      ),
  );
  const server = createGateway({ rootDir, remoteDists: { 'mfe-catalogue': build.dist }, apiTarget: () => baseURL ?? null, log: () => {} });
  servers.push(await server);
});

async function site(): Promise<string> {
  const server = servers[0];
  if (!server) throw new Error('no site');
  const address = server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
}

test('the first load of / does not download the feedback group', async ({ page }) => {
  const origin = await site();
  const scripts = collectScripts(page);
  await page.goto(`${origin}/`);
  await expectHero(page, routeFor('/').hero.en);
  await page.waitForLoadState('networkidle');
  expect(await loadedFrom(page, FEEDBACK)).toEqual([]);
  expect((await Promise.all(scripts)).filter((script) => script.body.includes(MODAL_MARKER))).toEqual([]);
});

for (const lang of LANGS) {
  test(`a remote’s modal from the feedback group takes the shell’s copy and the page’s direction, locale and theme (${lang})`, async ({ page }) => {
    const origin = await site();
    const { ok, primary } = expectations();
    const problems = watchProblems(page);
    const scripts = collectScripts(page);
    await presetLanguage(page, lang);
    await page.goto(`${origin}/services`);
    await expectDocumentLanguage(page, lang);
    await expect(page.getByTestId('modal-probe')).toBeVisible();
    const okButton = page.locator('.ant-modal .ant-btn-primary');
    await expect(okButton).toHaveText(ok[lang]);
    await expect(okButton).toHaveCSS('background-color', primary);
    if (lang === 'ku') await expect(page.locator('.ant-modal-wrap')).toHaveClass(/ant-modal-wrap-rtl/);
    else await expect(page.locator('.ant-modal-wrap')).not.toHaveClass(/ant-modal-wrap-rtl/);
    // One container serves the group and the provider: the shell's, as the remote runs the same kit version.
    // (The share scope's `from` names the last app that registered the version, so the files tell.)
    const withModal = (await Promise.all(scripts)).filter((script) => script.body.includes(MODAL_MARKER)).map((script) => new URL(script.url).pathname);
    expect(withModal, 'files holding antd Modal').toHaveLength(1);
    expect(withModal[0]).not.toMatch(/^\/remotes\//);
    expect(await loadedFrom(page, '@azmar/kit/theme/kit-provider.tsx')).toEqual([`${kitVersion} from shell`]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
}
