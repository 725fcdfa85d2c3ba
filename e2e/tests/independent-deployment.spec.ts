import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { hashTree } from '../support/file-hashes.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { deployStatic } from '../support/static-deployment.ts';
import { expectHero, hero, languageToggle } from '../support/site-page.ts';
import { routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellDist = path.join(rootDir, 'shell', 'dist');
const servers: Server[] = [];
const deployments: { close: () => Promise<void> }[] = [];
let redeployed: RedeployedRemote | null = null;

test.afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const deployment of deployments.splice(0)) await deployment.close();
  redeployed?.copy.remove();
  redeployed = null;
});

test('a remote rebuilt with a changed text and served elsewhere appears after a reload, the shell build untouched', async ({ page }) => {
  test.setTimeout(300_000);
  const shellBefore = hashTree(shellDist);
  const original = routeFor('/contact').hero;
  const newTitle = `${original.en.title} (v2 ${Date.now().toString(36)})`;

  redeployed = buildPatchedRemote(rootDir, 'mfe-contact', {
    file: 'src/i18n/contact.en.ts',
    change: (source) => source.replace(`'${original.en.title}'`, `'${newTitle}'`),
  });

  // The new version on its own server (another origin), as a remote team would deploy it.
  const deployment = await deployStatic('mfe-contact', redeployed.dist);
  deployments.push(deployment);
  const remoteOrigin = deployment.origin;

  // The site's gateway on the existing builds; `env` stands for the operator's environment, read per request.
  const env: Record<string, string | undefined> = {};
  const siteServer = await createGateway({ rootDir, env, log: () => {} });
  servers.push(siteServer);
  const sitePort = await listen(siteServer, 0, '127.0.0.1');
  const site = `http://127.0.0.1:${sitePort}`;

  await page.goto(`${site}/contact`);
  // Hydration spec (a redeploy): the remote's new code must run in the page, not only its server HTML change.
  await expectHero(page, original.en);

  const fromNewServer: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(remoteOrigin)) fromNewServer.push(response.url());
  });
  env.MFE_CONTACT_URL = `${remoteOrigin}/remotes/mfe-contact/remoteEntry.js`;
  // The server's HTML has the new version too: the render workers load the remote's server code from its new home.
  const serverHtml = async () => (await page.request.get(`${site}/contact`)).text();
  await expect.poll(serverHtml, { timeout: 20_000 }).toContain(newTitle);
  await page.reload();
  await expectHero(page, { title: newTitle, subtitle: original.en.subtitle });
  expect(fromNewServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  // The redeployed remote still shares the page's store: the shell's toggle reaches it.
  await languageToggle(page).click();
  await expectHero(page, original.ku);
  await languageToggle(page).click();
  await expect(hero(page).locator('h1')).toHaveText(newTitle);

  // Rolling back is the same operation in reverse.
  delete env.MFE_CONTACT_URL;
  await expect.poll(serverHtml, { timeout: 20_000 }).not.toContain(newTitle);
  await page.reload();
  await expectHero(page, original.en);

  expect(hashTree(shellDist)).toEqual(shellBefore);
});
