import type { Server } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { deployStatic } from '../support/static-deployment.ts';
import { expectHero, hero } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';

// Issue 11, point 3: a remote that is down never breaks a page's server HTML. Its outlet is empty; in the browser the
// outlet then shows the load error with Retry, which brings the remote once it is back. Here the remote is really
// unreachable (its location points at a port nothing listens on), for the render workers and the browser alike.

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const servers: Server[] = [];
const deployments: { close: () => Promise<void> }[] = [];

test.afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const deployment of deployments.splice(0)) await deployment.close();
});

/** A port that refuses connections: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function siteWith(env: Record<string, string | undefined>): Promise<string> {
  const server = await createGateway({ rootDir, env, log: () => {} });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
}

test('with mfe-catalogue down, /services still answers its HTML: the layout, an empty outlet; Retry brings the page back', async ({ page }) => {
  // The catalogue's own server, at an address where nothing answers yet.
  const cataloguePort = await closedPort();
  const site = await siteWith({ MFE_CATALOGUE_URL: `http://127.0.0.1:${cataloguePort}/remotes/mfe-catalogue/remoteEntry.js` });

  const response = await page.request.get(`${site}/services`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<header class="top-bar"');
  expect(html).toContain('id="remote-outlet"');
  expect(html).not.toContain('data-remote="mfe-catalogue"');
  expect(html).not.toContain(routeFor('/services').hero.en.title);

  const problems = watchProblems(page);
  await page.goto(`${site}/services`);
  const alert = page.locator('#remote-outlet [data-testid="remote-error"]');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(common.en.remote.loadErrorTitle);

  // The remote is back where the site expects it: Retry loads it, and the next page's HTML has it again.
  const catalogue = await deployStatic('mfe-catalogue', path.join(rootDir, 'mfe-catalogue', 'dist'), cataloguePort);
  deployments.push(catalogue);
  await alert.getByRole('button', { name: common.en.remote.retry }).click();
  // Hydration spec: Retry, loading the remote in the browser, is the page's code's.
  await expectHero(page, routeFor('/services').hero.en);
  await expect.poll(async () => (await page.request.get(`${site}/services`)).text(), { timeout: 20_000 }).toContain('data-remote="mfe-catalogue"');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((line) => !isNetworkFailureLine(line))).toEqual([]);
});

test('with mfe-catalogue down, / renders home in full, without the catalogue sections', async ({ page }) => {
  const site = await siteWith({ MFE_CATALOGUE_URL: `http://127.0.0.1:${await closedPort()}/remotes/mfe-catalogue/remoteEntry.js` });
  const response = await page.request.get(`${site}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-remote="mfe-home"');
  expect(html).toContain(routeFor('/').hero.en.title);
  expect(html).not.toContain('data-catalogue-section=');
  await page.goto(`${site}/`);
  await expect(hero(page).locator('h1')).toHaveText(routeFor('/').hero.en.title);
});
