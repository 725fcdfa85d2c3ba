// Hot reload in a remote's dev server: an edit shows up in the open page without a full reload. The edits
// are made in a throw-away copy of the workspace, never in the repository, so an interrupted run leaves
// the sources as they were.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { cataloguePagesEn } from '../../mfe-catalogue/src/i18n/catalogue-pages.en.ts';
import { routeFor } from '../support/site-texts.ts';
import { freePort, startDevProcess, waitForHttp } from './support/dev-process.ts';
import { copyRemoteWorkspace, type RemoteCopy } from '../support/remote-copy.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const rspackCli = path.join(rootDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const services = routeFor('/services').hero.en;
/** The services grid's heading (hidden from sight, read by assistive technology): mfe-catalogue's own component. */
const servicesListTitle = cataloguePagesEn.services.listTitle;

/**
 * mfe-catalogue's dev server (`rspack serve`, as its `npm run dev` runs it) on a copy of the workspace,
 * on a free port (`--port` overrides the config's 3002, so this runs next to a developer's dev servers),
 * with /services open and `window.__marker = 1` set.
 */
async function withCatalogueCopyOpen(page: Page, run: (copy: RemoteCopy, hmrLog: string[]) => Promise<void>): Promise<void> {
  const copy = copyRemoteWorkspace(rootDir, 'mfe-catalogue');
  const port = await freePort();
  const dev = startDevProcess(process.execPath, [rspackCli, 'serve', '--port', String(port)], { cwd: copy.dir });
  try {
    await waitForHttp(`http://localhost:${port}/remoteEntry.js`, dev);
    const hmrLog: string[] = [];
    page.on('console', (message) => {
      if (/\[HMR\]|\[rspack-dev-server\]/.test(message.text())) hmrLog.push(message.text());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) hmrLog.push(`(page loaded ${frame.url()})`);
    });
    await page.goto(`http://localhost:${port}/services`);
    await expect(page.locator('#root [data-testid="hero"] h1')).toHaveText(services.title);
    // The page says it is listening for updates before anything is edited.
    await expect.poll(() => hmrLog.some((line) => line.includes('Waiting for update signal'))).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    await run(copy, hmrLog);
  } finally {
    await dev.stop();
    copy.remove();
  }
}

async function expectNoFullReload(page: Page, hmrLog: string[]): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
  expect(marker, `window.__marker is gone, so the page was fully reloaded. Browser log:\n${hmrLog.join('\n')}`).toBe(1);
}

test('editing a component of the remote updates the open page in place', async ({ page }) => {
  await withCatalogueCopyOpen(page, async (copy, hmrLog) => {
    copy.edit('src/components/list-heading.tsx', (source) => source.replace('{t(`${page}.listTitle`)}', '{`${t(`${page}.listTitle`)} (hot)`}'));
    await expect(page.locator('#root h2.azmar-visually-hidden')).toHaveText(`${servicesListTitle} (hot)`);
    await expectNoFullReload(page, hmrLog);
  });
});

test("editing a hero text in the remote's English texts updates the open page in place", async ({ page }) => {
  await withCatalogueCopyOpen(page, async (copy, hmrLog) => {
    const newTitle = `${services.title} (edited ${Date.now().toString(36)})`;
    copy.edit('src/i18n/catalogue.en.ts', (source) => source.replace(`'${services.title}'`, `'${newTitle}'`));
    await expect(page.locator('#root [data-testid="hero"] h1')).toHaveText(newTitle);
    await expectNoFullReload(page, hmrLog);
  });
});
