// antd group facades (kit antd/groups/): loaded on first use, not with every page, and taken by a remote of the
// same kit version from the shell's container, so their components read the page's ConfigProvider.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { watchProblems } from '../support/page-problems.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { expectDocumentLanguage, expectHero, presetLanguage, waitForRemote } from '../support/site-page.ts';
import { LANGS, routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kitDir = path.join(rootDir, 'packages', 'kit');
const kitVersion = (JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as { version: string }).version;
const GROUP = '@azmar/kit/antd/groups/antd-data-display';

let build: RedeployedRemote | null = null;
const servers: Server[] = [];

test.afterAll(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  build?.copy.remove();
});

/** The expected Empty text (antd's English locale, the kit's Sorani one) and the brand's text colour, from their sources. */
function expectations() {
  const enUS = createRequire(import.meta.url)('antd/lib/locale/en_US').default as { Empty: { description: string } };
  const ckbEmpty = /Empty:\s*\{\s*description:\s*'([^']+)'/.exec(readFileSync(path.join(kitDir, 'src', 'antd', 'antd-locale-ckb.ts'), 'utf8'))?.[1];
  const inkHex = /ink:\s*'#([0-9a-f]{6})'/i.exec(readFileSync(path.join(kitDir, 'src', 'theme', 'theme.ts'), 'utf8'))?.[1];
  if (!ckbEmpty || !inkHex) throw new Error('cannot read the Sorani Empty text or the brand text colour from the kit');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(inkHex.slice(i, i + 2), 16));
  return { empty: { en: enUS.Empty.description, ku: ckbEmpty }, ink: `rgb(${r}, ${g}, ${b})` };
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
    [
      {
        file: 'src/app.tsx',
        change: (source) => `import { withGroupProbe } from './group-probe';\n${source.replace(/App: (\w+)/, 'App: withGroupProbe($1)')}`,
      },
      // The server renders the same tree, so the browser takes it over as it is.
      {
        file: 'src/server.tsx',
        change: (source) => `import { withGroupProbe } from './group-probe';\n${source.replace(/App=\{(\w+)\}/, 'App={withGroupProbe($1)}')}`,
      },
    ],
    (copy) =>
      copy.write(
        'src/group-probe.tsx',
        [
          `import type { ComponentType } from 'react';`,
          `import { Empty, Tag } from '${GROUP}';`,
          `export function withGroupProbe(App: ComponentType) {`,
          `  return function WithGroupProbe() {`,
          `    return (<><App /><section data-testid="group-probe"><Empty /><Tag>probe</Tag></section></>);`,
          `  };`,
          `}`,
          ``,
        ].join('\n'),
      ),
  );
  const server = createGateway({ rootDir, remoteDists: { 'mfe-catalogue': build.dist }, apiOrigin: () => baseURL ?? null, log: () => {} });
  servers.push(await server);
});

async function site(): Promise<string> {
  const server = servers[0];
  if (!server) throw new Error('no site');
  const address = server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
}

test('the first load of / does not download the group no one there uses', async ({ page }) => {
  const origin = await site();
  await page.goto(`${origin}/`);
  // Waits for the page's code and the network: what the browser loaded is read once it has loaded everything.
  await expectHero(page, routeFor('/').hero.en);
  await page.waitForLoadState('networkidle');
  expect(await loadedFrom(page, GROUP)).toEqual([]);
});

for (const lang of LANGS) {
  test(`a remote’s components from a group take the shell’s copy and the page’s direction, locale and theme (${lang})`, async ({ page }) => {
    const origin = await site();
    const { empty, ink } = expectations();
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    await page.goto(`${origin}/services`);
    await expectDocumentLanguage(page, lang);
    const probe = page.getByTestId('group-probe');
    await expect(probe.locator('.ant-empty-description')).toHaveText(empty[lang]);
    await expect(probe.locator('.ant-tag')).toHaveCSS('color', ink);
    if (lang === 'ku') await expect(probe.locator('.ant-empty')).toHaveClass(/ant-empty-rtl/);
    else await expect(probe.locator('.ant-empty')).not.toHaveClass(/ant-empty-rtl/);
    // Hydration spec: the server's HTML shows the probe before the browser has loaded anything: read what the
    // browser loaded once the remote's code runs there.
    await waitForRemote(page);
    // One container serves the group and the provider (the shell's, as the remote runs the same kit):
    // otherwise the group's components would read another copy of antd's contexts and show antd's defaults.
    expect(await loadedFrom(page, GROUP)).toHaveLength(1);
    expect(await loadedFrom(page, '@azmar/kit/theme/kit-provider.tsx')).toEqual([`${kitVersion} from shell`]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
}
