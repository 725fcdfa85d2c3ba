// Independent deployment across kit versions (kit README, "Independent deployment"): a remote built with a
// newer kit whose antd facade has a component the shell's build never saw, and a shell built with a newer
// kit in front of remotes built with the older one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { installNewerKit, nextMinorKitVersion } from '../support/newer-kit.ts';
import { watchProblems } from '../support/page-problems.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { expectDocumentLanguage, expectHero, languageToggle } from '../support/site-page.ts';
import { routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const kitSrc = path.join(rootDir, 'packages', 'kit', 'src');
// The components' facade a newer kit adds to, and the shell's antd facades (the provider's and the components').
const COMPONENTS_FACADE = 'src/antd/antd-staff.ts';
const ANTD_FACADES = ['src/theme/antd-facade.ts', COMPONENTS_FACADE];
// Components no facade of the shell exports (checked below): Pagination's quick jumper shows a locale text and
// mirrors in RTL, a checked Switch shows the theme's colour and mirrors too.
const NEW_COMPONENTS = ['Switch', 'Pagination'];

const kitVersion = (JSON.parse(readFileSync(path.join(rootDir, 'packages', 'kit', 'package.json'), 'utf8')) as { version: string }).version;
const servers: Server[] = [];
const builds: RedeployedRemote[] = [];

test.afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const build of builds.splice(0)) build.copy.remove();
});

function facadeExports(source: string): string[] {
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The expected texts and colour, from their sources: antd's English locale, the kit's Sorani one, the brand. */
function expectations() {
  const enUS = createRequire(import.meta.url)('antd/lib/locale/en_US').default as { Pagination: { jump_to: string } };
  const ckbSource = readFileSync(path.join(kitSrc, 'antd', 'antd-locale-ckb.ts'), 'utf8');
  const ckbJumpTo = /jump_to:\s*'([^']+)'/.exec(ckbSource)?.[1];
  const primaryHex = /primary:\s*'#([0-9a-f]{6})'/i.exec(readFileSync(path.join(kitSrc, 'theme', 'theme.ts'), 'utf8'))?.[1];
  if (!ckbJumpTo || !primaryHex) throw new Error('cannot read the Sorani "go to" text or the brand colour from the kit');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(primaryHex.slice(i, i + 2), 16));
  return { jumpTo: { en: enUS.Pagination.jump_to, ku: ckbJumpTo }, primary: `rgb(${r}, ${g}, ${b})` };
}

/** Which versions of each shared module the page has loaded, and from which app. */
async function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
      .__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, info] of Object.entries(versions)) {
            const tag = `${version} from ${info.from}`;
            if ((info.loaded || info.loading || typeof info.lib === 'function') && !(result[pkg] ?? []).includes(tag)) (result[pkg] ??= []).push(tag);
          }
        }
      }
    }
    return result;
  });
}

/** A gateway on the given builds; /api goes to the test run's site (its API on a fresh database). */
async function startSite(baseURL: string | undefined, options: { shellDist?: string; remoteDists?: Record<string, string> }): Promise<string> {
  const server = await createGateway({ rootDir, ...options, apiOrigin: () => baseURL ?? null, log: () => {} });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
}

test('a remote built with a newer kit whose antd facade has components the shell never saw renders them in the page’s direction, locale and theme', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shellExports = ANTD_FACADES.flatMap((facade) => facadeExports(readFileSync(path.join(rootDir, 'packages', 'kit', facade), 'utf8')));
  for (const name of NEW_COMPONENTS) expect(shellExports, `pick components no antd facade of the shell has (it has ${name})`).not.toContain(name);
  const version = nextMinorKitVersion(rootDir);
  const { jumpTo, primary } = expectations();

  const build = buildPatchedRemote(
    rootDir,
    'mfe-catalogue',
    [
      { file: 'src/app.tsx', change: (source) => `import { withAntdProbe } from './antd-probe';\n${source.replace(/App: (\w+)/, 'App: withAntdProbe($1)')}` },
      // The server renders the same tree, so the browser hydrates it as it is.
      {
        file: 'src/server.tsx',
        change: (source) => `import { withAntdProbe } from './antd-probe';\n${source.replace(/App=\{(\w+)\}/, 'App={withAntdProbe($1)}')}`,
      },
    ],
    (copy) => {
      copy.write(
        'src/antd-probe.tsx',
        [
          `import type { ComponentType } from 'react';`,
          `import { ${NEW_COMPONENTS.join(', ')} } from '@azmar/kit/antd/antd-staff';`,
          `export function withAntdProbe(App: ComponentType) {`,
          `  return function WithProbe() {`,
          `    return (<><App /><section data-testid="antd-probe"><Pagination total={50} showQuickJumper /><Switch defaultChecked aria-label="probe" /></section></>);`,
          `  };`,
          `}`,
          ``,
        ].join('\n'),
      );
      installNewerKit(rootDir, copy, {
        version,
        edits: { [COMPONENTS_FACADE]: (source) => `${source}export { ${NEW_COMPONENTS.join(', ')} } from 'antd';\n` },
      });
    },
  );
  builds.push(build);
  // Deployed alone: the shell and the other remotes are the repository's builds, untouched.
  const site = await startSite(baseURL, { remoteDists: { 'mfe-catalogue': build.dist } });
  const problems = watchProblems(page);

  await page.goto(`${site}/services`);
  // Hydration spec (kit versions): the remote's code, built with another kit, must hydrate the page.
  await expectHero(page, routeFor('/services').hero.en);
  const probe = page.getByTestId('antd-probe');
  await expect(probe.locator('.ant-pagination-options-quick-jumper')).toContainText(jumpTo.en);
  await expect(probe.locator('.ant-pagination')).not.toHaveClass(/ant-pagination-rtl/);
  await expect(probe.locator('.ant-switch-checked')).toHaveCSS('background-color', primary);

  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expect(probe.locator('.ant-pagination-options-quick-jumper')).toContainText(jumpTo.ku);
  await expect(probe.locator('.ant-pagination')).toHaveClass(/ant-pagination-rtl/);
  await expect(probe.locator('.ant-switch')).toHaveClass(/ant-switch-rtl/);
  await expect(probe.locator('.ant-switch-checked')).toHaveCSS('background-color', primary);

  // The newer remote brought its own components' facade and provider; the state of the page is still one store and one
  // i18next.
  const shares = await loadedShares(page);
  expect(shares['@azmar/kit/antd/antd-staff']).toEqual([`${version} from mfe_catalogue`]);
  expect(shares['@azmar/kit/theme/kit-provider.tsx']?.sort()).toEqual([`${kitVersion} from shell`, `${version} from mfe_catalogue`].sort());
  for (const state of ['@azmar/kit/language/language-store', '@azmar/kit/i18n/i18n', '@azmar/kit/api/query-client']) {
    expect(shares[state], state).toEqual([`${kitVersion} from shell`]);
  }
  const instances = await page.evaluate(() => (globalThis as unknown as { __AZMAR_KIT_INSTANCES__?: Record<string, number> }).__AZMAR_KIT_INSTANCES__);
  expect(
    Object.values(instances ?? {}).every((count) => count === 1),
    JSON.stringify(instances),
  ).toBe(true);

  // The rest of the site is unaffected.
  await page.goto(`${site}/`);
  await expectHero(page, routeFor('/').hero.ku);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a shell built with a newer kit still runs every remote built with the older one, which take its newer shared modules', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const version = nextMinorKitVersion(rootDir);
  const build = buildPatchedRemote(rootDir, 'shell', [], (copy) => {
    installNewerKit(rootDir, copy, {
      version,
      edits: { [COMPONENTS_FACADE]: (source) => `${source}export { ${NEW_COMPONENTS.join(', ')} } from 'antd';\n` },
    });
  });
  builds.push(build);
  const site = await startSite(baseURL, { shellDist: build.dist });
  const problems = watchProblems(page);

  for (const route of MENU_ROUTES) {
    await page.goto(`${site}${route.path}`);
    // Hydration spec (kit versions): each remote's code, built with the older kit, must hydrate its page.
    await expectHero(page, routeFor(route.path).hero.en);
  }
  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor(MENU_ROUTES.at(-1)!.path).hero.ku);

  // The old remotes were served the shell's newer copies (they accept any 1.x at least their own).
  const shares = await loadedShares(page);
  for (const pkg of ['@azmar/kit/theme/kit-provider.tsx', '@azmar/kit/language/language-store']) {
    expect(shares[pkg], pkg).toEqual([`${version} from shell`]);
  }
  // antd's provider facade comes with the components' facade (antd-staff) when an app imports it (kit
  // theme/antd-provider-registry), so a page that renders no antd downloads none; whenever it is loaded, it is the
  // shell's newer copy.
  expect((shares['@azmar/kit/theme/antd-facade'] ?? []).filter((copy) => copy !== `${version} from shell`)).toEqual([]);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
