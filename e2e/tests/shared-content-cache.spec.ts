// One data layer for content: home (mfe-home) shows sections that mfe-catalogue exposes, and the catalogue's
// own pages show the same lists; all of them read the kit's one query cache, so each list is fetched once
// per page, whichever app asks first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from '../support/page-problems.ts';
import { expectHero, mainNav, openByNavigation } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LISTS = ['services', 'projects', 'products'] as const;
type List = (typeof LISTS)[number];

/** How many active items the seeded content has (the API lists active items only). */
function activeCount(list: List): number {
  const items = JSON.parse(readFileSync(path.join(rootDir, 'api', 'content', `${list}.json`), 'utf8')) as { isActive?: boolean }[];
  return items.filter((item) => item.isActive !== false).length;
}

/** Counts the page's GET requests for each content list. */
function countListRequests(page: Page): Record<List, number> {
  const counts: Record<List, number> = { services: 0, projects: 0, products: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const list = LISTS.find((name) => pathname === `/api/${name}`);
    if (list && request.method() === 'GET') counts[list] += 1;
  });
  return counts;
}

const cards = (page: Page, list: List) => page.locator(`[data-content-list="${list}"] .content-grid__card:not(.content-grid__card--skeleton)`);

test('home mounts the catalogue’s sections, and home plus the catalogue pages fetch each list once in all', async ({ page }) => {
  const problems = watchProblems(page);
  const requests = countListRequests(page);

  // From another page, so that the lists are the browser's to read (a first visit has them in the server's HTML).
  await openByNavigation(page, '/');
  // Hydration spec: the lists one remote fetched are found in the cache by the other in the page's code.
  await expectHero(page, routeFor('/').hero.en);
  // The sections belong to mfe-catalogue but sit inside mfe-home's root: one page, two remotes.
  const homeRoot = page.locator('[data-remote="mfe-home"]');
  await expect(homeRoot.locator('[data-catalogue-section]')).toHaveCount(3);
  await expect(cards(page, 'projects')).toHaveCount(Math.min(4, activeCount('projects')));
  await expect(cards(page, 'services')).toHaveCount(activeCount('services'));
  await expect(cards(page, 'products')).toHaveCount(Math.min(8, activeCount('products')));
  expect(requests).toEqual({ services: 1, projects: 1, products: 1 });

  // The catalogue app (another single-spa application, another React root) finds the lists cached.
  for (const list of LISTS) {
    await mainNav(page, 'en').getByRole('link', { name: common.en.nav[list], exact: true }).click();
    await expectHero(page, routeFor(`/${list}`).hero.en);
    await expect(cards(page, list)).toHaveCount(activeCount(list));
  }
  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.home, exact: true }).click();
  await expect(cards(page, 'products')).toHaveCount(Math.min(8, activeCount('products')));
  expect(requests).toEqual({ services: 1, projects: 1, products: 1 });
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a list the catalogue fetched first is not fetched again by home’s sections', async ({ page }) => {
  const requests = countListRequests(page);
  // Hydration spec: the cache shared by the remotes' code across client-side navigation.
  await openByNavigation(page, '/products');
  await expect(cards(page, 'products')).toHaveCount(activeCount('products'));
  expect(requests).toEqual({ services: 0, projects: 0, products: 1 });

  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.home, exact: true }).click();
  await expect(cards(page, 'products')).toHaveCount(Math.min(8, activeCount('products')));
  await expect(cards(page, 'projects')).toHaveCount(Math.min(4, activeCount('projects')));
  await expect(cards(page, 'services')).toHaveCount(activeCount('services'));
  expect(requests).toEqual({ services: 1, projects: 1, products: 1 });
});
