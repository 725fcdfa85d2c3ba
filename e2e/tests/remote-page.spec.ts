// A remote ships a page alone: a copy of mfe-home with a new page declared in its routes.json, built and deployed on
// its own, is server-rendered in both languages and listed in the sitemap by a gateway that was neither rebuilt nor
// restarted; the shell routes to it in the browser; the menu keeps its six links.
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { hashTree } from '../support/file-hashes.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { mainNav } from '../support/site-page.ts';
import { deployStatic } from '../support/static-deployment.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NEWS = {
  id: 'news',
  path: '/news',
  title: { en: 'News', ku: 'هەواڵەکان' },
  description: { en: 'What is new at Azmar Group.', ku: 'نوێترین هەواڵەکانی گرووپی ئەزمەڕ.' },
};
const TEXT = { en: 'The first news of the group.', ku: 'یەکەم هەواڵی گرووپەکە.' };

let redeployed: RedeployedRemote | null = null;
const closers: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  redeployed?.copy.remove();
});

test('a page added to one remote and deployed alone is rendered, listed and routed, nothing else rebuilt or restarted', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const others = ['shell', 'mfe-catalogue', 'mfe-contact'].map((workspace) => [workspace, hashTree(path.join(rootDir, workspace, 'dist'))] as const);

  const env: Record<string, string | undefined> = {};
  const server: Server = await createGateway({ rootDir, env, apiOrigin: () => baseURL ?? null, log: () => {} });
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const site = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  expect((await page.request.get(`${site}/news?lang=en`)).status()).toBe(404);

  redeployed = buildPatchedRemote(
    rootDir,
    'mfe-home',
    [
      { file: 'src/routes.json', change: (json) => JSON.stringify([...(JSON.parse(json) as unknown[]), NEWS], null, 2) },
      {
        file: 'src/home-app.tsx',
        change: (source) =>
          source
            .replace(
              "import declaredRoutes from './routes.json';",
              "import declaredRoutes from './routes.json';\nimport { NewsPage } from './pages/news-page';",
            )
            .replace('about: <AboutPage /> }', 'about: <AboutPage />, news: <NewsPage /> }'),
      },
    ],
    (copy) =>
      copy.write(
        'src/pages/news-page.tsx',
        [
          "import { useLanguageStore } from '@azmar/kit/language/language-store';",
          `const TEXT = ${JSON.stringify(TEXT)};`,
          'export function NewsPage() {',
          '  const language = useLanguageStore((state) => state.language);',
          '  return <p data-testid="news">{TEXT[language]}</p>;',
          '}',
          '',
        ].join('\n'),
      ),
  );
  const deployment = await deployStatic('mfe-home', redeployed.dist);
  closers.push(deployment.close);
  env.MFE_HOME_URL = `${deployment.origin}/remotes/mfe-home/remoteEntry.js`;

  // The gateway sees the remote's new deployment at its next look (every 2 s), and renders the page in both languages.
  await expect.poll(async () => (await page.request.get(`${site}/news?lang=en`)).text(), { timeout: 30_000 }).toContain(TEXT.en);
  for (const language of ['en', 'ku'] as const) {
    const rendered = async () => (await page.request.get(`${site}/news?lang=${language}`)).text();
    // A render on a loaded machine may leave a remote out once (its code still loading); the next has it.
    await expect.poll(rendered, { timeout: 20_000 }).toContain(`<p data-testid="news">${TEXT[language]}</p>`);
    const html = await rendered();
    expect(html).toContain(`<title>${language === 'en' ? 'News | Azmar Group' : 'هەواڵەکان | گرووپی ئەزمەڕ'}</title>`);
    expect(html).toContain(`<meta name="description" content="${NEWS.description[language]}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${site}/news?lang=${language}"/>`);
  }
  const sitemap = await (await page.request.get(`${site}/sitemap.xml`)).text();
  for (const language of ['en', 'ku']) expect(sitemap).toContain(`<loc>${site}/news?lang=${language}</loc>`);

  // In the browser the shell routes to it and the remote's code hydrates it; the menu keeps its six links.
  await page.goto(`${site}/news?lang=ku`);
  await expect(page.getByTestId('news')).toHaveText(TEXT.ku);
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
  await expect(mainNav(page, 'ku').getByRole('link')).toHaveCount(6);

  for (const [workspace, before] of others) expect(hashTree(path.join(rootDir, workspace, 'dist')), workspace).toEqual(before);
  expect(server.listening).toBe(true);
});
