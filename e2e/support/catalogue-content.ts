// What the catalogue's e2e specs expect: the seeded content (api/content/*.json, as the API serves it on a fresh
// database), the catalogue's own text modules, and small helpers to hold or fail a list request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Route } from '@playwright/test';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { catalogueModalsEn } from '../../mfe-catalogue/src/i18n/catalogue-modals.en.ts';
import { catalogueModalsKu } from '../../mfe-catalogue/src/i18n/catalogue-modals.ku.ts';
import { cataloguePagesEn } from '../../mfe-catalogue/src/i18n/catalogue-pages.en.ts';
import { cataloguePagesKu } from '../../mfe-catalogue/src/i18n/catalogue-pages.ku.ts';
import { catalogueEn } from '../../mfe-catalogue/src/i18n/catalogue.en.ts';
import { catalogueKu } from '../../mfe-catalogue/src/i18n/catalogue.ku.ts';
import { common, type Lang } from './site-texts.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const seed = <T>(file: string): T[] =>
  (JSON.parse(readFileSync(path.join(rootDir, 'api', 'content', file), 'utf8')) as (T & { isActive?: boolean })[]).filter((item) => item.isActive !== false);

export const services = seed<Service>('services.json');
export const projects = seed<Project>('projects.json');
export const products = seed<Product>('products.json');

export const texts = {
  en: { core: catalogueEn, pages: cataloguePagesEn, modals: catalogueModalsEn, common: common.en },
  ku: { core: catalogueKu, pages: cataloguePagesKu, modals: catalogueModalsKu, common: common.ku },
} as const;

export const title = (item: { titleEn: string; titleKu: string }, lang: Lang) => (lang === 'ku' ? item.titleKu : item.titleEn);

/** Eastern Arabic digits for Kurdish, as the kit's formatNumber writes them (no grouping). */
export const digits = (value: number, lang: Lang) => (lang === 'ku' ? String(value).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) : String(value));

/** Fills `{{name}}` placeholders as i18next does for these texts. */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Holds every request of one list until `release()`: the page shows its skeletons meanwhile. */
export async function holdList(page: Page, list: 'services' | 'projects' | 'products'): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/${list}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Makes one list fail with a 500 until the returned function is called. */
export async function failList(page: Page, list: 'services' | 'projects' | 'products'): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' });
  await page.route(`**/api/${list}`, handler);
  return () => page.unroute(`**/api/${list}`, handler);
}

const listOf = (scope: Page | Locator, list: 'services' | 'projects' | 'products'): Locator => scope.locator(`[data-content-list="${list}"]`);
export const cardsOf = (scope: Page | Locator, list: 'services' | 'projects' | 'products'): Locator =>
  listOf(scope, list).locator('.content-grid__card:not(.content-grid__card--skeleton)');
export const skeletonsOf = (scope: Page | Locator, list: 'services' | 'projects' | 'products'): Locator =>
  listOf(scope, list).locator('.content-grid__card--skeleton');
export const openDialog = (page: Page): Locator => page.locator('dialog[open]');

/** The catalogue's text key of each product category. */
const CATEGORY_KEYS = {
  'paver-blocks': 'paverBlocks',
  'parking-tiles': 'parkingTiles',
  'rubber-pavers': 'rubberPavers',
  electronics: 'electronics',
  'poultry-equipment': 'poultryEquipment',
} as const;

export type ProductCategory = keyof typeof CATEGORY_KEYS;

export const categoryLabel = (lang: Lang, category: ProductCategory) => texts[lang].common.categories[CATEGORY_KEYS[category]];

/** The products page's results line ("Showing 4 of 19 products in Electronics matching …"), as the page writes it. */
export const productsResultsLine = (lang: Lang, shown: number, category: ProductCategory | null, search: string) =>
  fill(texts[lang].pages.products.results.showing, { shown: digits(shown, lang), total: digits(products.length, lang) }) +
  (category ? fill(texts[lang].pages.products.results.inCategory, { category: categoryLabel(lang, category) }) : '') +
  (search ? fill(texts[lang].pages.products.results.matching, { search }) : '');
