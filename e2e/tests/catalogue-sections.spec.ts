// The catalogue's sections on home (`./home-sections`): the same cards and modals as the pages, with their
// skeletons; and a catalogue-only rebuild that changes a card shows on /services and on / alike.
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createGateway, listen } from '../../shell/dist-server/gateway/gateway.js';
import { cardsOf, holdList, openDialog, products, projects, services, skeletonsOf, texts, title } from '../support/catalogue-content.ts';
import { hashTree } from '../support/file-hashes.ts';
import { watchProblems } from '../support/page-problems.ts';
import { buildPatchedRemote, type RedeployedRemote } from '../support/redeploy-remote.ts';
import { expectHero, presetLanguage, openByNavigation } from '../support/site-page.ts';
import { common, LANGS, routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const section = (page: Page, name: 'projects' | 'services' | 'products') => page.locator(`[data-remote="mfe-home"] [data-catalogue-section="${name}"]`);

for (const lang of LANGS) {
  test(`home shows the catalogue's real cards: 4 projects, every service, 8 products, 4 skeletons each while loading (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    const held = await Promise.all([holdList(page, 'projects'), holdList(page, 'services'), holdList(page, 'products')]);
    // The lists as the browser reads them after a click (a first visit has them in the server's HTML).
    await openByNavigation(page, '/');
    await expectHero(page, routeFor('/').hero[lang]);
    for (const name of ['projects', 'services', 'products'] as const) await expect(skeletonsOf(section(page, name), name)).toHaveCount(4);
    for (const hold of held) hold.release();

    await expect(cardsOf(section(page, 'projects'), 'projects').getByRole('heading', { level: 3 })).toHaveText(projects.slice(0, 4).map((p) => title(p, lang)));
    await expect(cardsOf(section(page, 'services'), 'services').getByRole('heading', { level: 3 })).toHaveText(services.map((s) => title(s, lang)));
    await expect(cardsOf(section(page, 'products'), 'products').getByRole('heading', { level: 3 })).toHaveText(products.slice(0, 8).map((p) => title(p, lang)));
    // The same cards as the pages: status badges, feature bullets, the first 3 specifications.
    await expect(section(page, 'projects').locator('[data-status]').first()).toHaveText(texts[lang].common.statuses[projects[0]!.status]);
    await expect(section(page, 'services').locator('[data-service="construction"] li')).toHaveCount(services[0]!.features.length);
    await expect(section(page, 'products').locator('[data-part="specifications"]').first().locator('li')).toHaveCount(3);
    for (const [name, href] of [
      ['projects', '/projects'],
      ['services', '/services'],
      ['products', '/products'],
    ] as const) {
      await expect(section(page, name).getByRole('link', { name: common[lang].actions.viewAll })).toHaveAttribute('href', `${href}?lang=${lang}`);
    }

    // A modal opened on home is the pages' modal, and Back closes it without leaving home.
    const construction = services.find((service) => service.sector === 'construction')!;
    // View Details is a link to home with the modal open (the server renders it too); the code opens it in place.
    const serviceLink = section(page, 'services').locator('[data-service="construction"]').getByRole('link', { name: common[lang].actions.viewDetails });
    await expect(serviceLink).toHaveAttribute('href', `/?lang=${lang}&service=${construction.id}`);
    await serviceLink.click();
    await expect(openDialog(page).getByRole('heading', { level: 2 })).toHaveText(title(construction, lang));
    await expect(page).toHaveURL(new RegExp(`/\\?lang=${lang}&service=${construction.id}$`));
    await page.goBack();
    await expect(openDialog(page)).toHaveCount(0);
    await expectHero(page, routeFor('/').hero[lang]);
    const first = projects[0]!;
    const projectLink = section(page, 'projects').locator(`[data-project="${first.id}"]`).getByRole('link', { name: common[lang].actions.viewDetails });
    await expect(projectLink).toHaveAttribute('href', `/?lang=${lang}&project=${first.id}`);
    await projectLink.click();
    await expect(openDialog(page).getByRole('heading', { level: 2 })).toHaveText(title(first, lang));
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
}

test.describe('independent deployment of the catalogue', () => {
  const servers: Server[] = [];
  let redeployed: RedeployedRemote | null = null;

  test.afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    redeployed?.copy.remove();
    redeployed = null;
  });

  test('a catalogue-only rebuild that changes the service card shows on /services and on /, home and the shell untouched', async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const untouched = { shell: hashTree(path.join(rootDir, 'shell', 'dist')), home: hashTree(path.join(rootDir, 'mfe-home', 'dist')) };
    const release = `v2-${Date.now().toString(36)}`;
    redeployed = buildPatchedRemote(rootDir, 'mfe-catalogue', {
      file: 'src/features/services/components/service-card.tsx',
      change: (source) => source.replace('className="service-card"', `className="service-card" data-card-release="${release}"`),
    });

    // Before: the site as built, no such card anywhere.
    await page.goto('/services');
    await expect(cardsOf(page, 'services')).toHaveCount(services.length);
    await expect(page.locator('[data-card-release]')).toHaveCount(0);

    // The same site with only the catalogue's new build deployed.
    const server = await createGateway({ rootDir, remoteDists: { 'mfe-catalogue': redeployed.dist }, apiOrigin: () => baseURL ?? null, log: () => {} });
    servers.push(server);
    const site = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    // The server's first HTML already has the new cards, on the catalogue's page and inside home's.
    const releasedCards = new RegExp(`data-card-release="${release}"`, 'g');
    for (const route of ['/services', '/']) {
      const html = await (await page.request.get(`${site}${route}`)).text();
      expect(html.match(releasedCards)?.length, `server HTML of ${route}`).toBe(services.length);
    }
    await page.goto(`${site}/services`);
    await expect(page.locator(`[data-remote="mfe-catalogue"] [data-card-release="${release}"]`)).toHaveCount(services.length);
    await page.goto(`${site}/`);
    await expectHero(page, routeFor('/').hero.en);
    await expect(page.locator(`[data-remote="mfe-home"] [data-catalogue-section="services"] [data-card-release="${release}"]`)).toHaveCount(services.length);

    expect(hashTree(path.join(rootDir, 'shell', 'dist'))).toEqual(untouched.shell);
    expect(hashTree(path.join(rootDir, 'mfe-home', 'dist'))).toEqual(untouched.home);
  });
});
