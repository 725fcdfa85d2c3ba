// Latin codes inside Kurdish text (LED, CNC, PLC, IP67…) are marked as English, so a screen reader reads them with
// an English voice, and kept left to right: on a Kurdish products page, in the server's HTML and, unchanged, after
// the page's code has taken it over (docs/product.md §2).
import { expect, test, type Page } from '@playwright/test';
import { products } from '../support/catalogue-content.ts';
import { watchProblems } from '../support/page-problems.ts';
import { waitForRemote } from '../support/site-page.ts';

const LATIN_WORD = /[0-9]*\p{Script=Latin}[\p{Script=Latin}0-9]*/gu;
/** The Latin words of the products' Kurdish texts a card shows: title, description, specifications. */
const latinWords = [...new Set(products.flatMap((p) => [p.titleKu, p.descriptionKu, ...p.specificationsKu]).flatMap((text) => text.match(LATIN_WORD) ?? []))];
const MARKED = /<span lang="en" dir="ltr">([^<]*)<\/span>/g;

/** Text in the page's remote with a Latin letter that no element marked `lang="en"` holds. */
function unmarkedLatin(page: Page): Promise<string[]> {
  return page.locator('#remote-outlet').evaluate((outlet) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(outlet, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName) || !/\p{Script=Latin}/u.test(node.textContent ?? '')) continue;
      if (element.closest('[lang]')?.getAttribute('lang') !== 'en') found.push(node.textContent ?? '');
    }
    return found;
  });
}

test('a Kurdish products page marks every Latin code of its content lang="en", left to right, the same before and after its code', async ({
  page,
  request,
}) => {
  // The content has them: IP67 and NVR of the camera kit, PLC and Siemens of the control panel…
  expect(latinWords).toEqual(expect.arrayContaining(['IP67', 'NVR', 'PLC', 'Siemens']));
  const served = [...(await (await request.get('/products?lang=ku')).text()).matchAll(MARKED)].map((match) => match[1]);
  expect([...new Set(served)].sort()).toEqual([...latinWords].sort());

  const problems = watchProblems(page);
  await page.goto('/products?lang=ku');
  // Hydration check: the code's render marks the same runs the server did (no hydration change).
  await waitForRemote(page);
  const marked = page.locator('#remote-outlet span[lang="en"]');
  expect(await marked.allTextContents()).toEqual(served);
  expect(await marked.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).direction))).toEqual(served.map(() => 'ltr'));
  expect(await unmarkedLatin(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('an English products page marks nothing: its text is English already', async ({ page }) => {
  await page.goto('/products?lang=en');
  await expect(page.locator('#remote-outlet [data-product]').first()).toBeVisible();
  await expect(page.locator('#remote-outlet span[lang="en"]')).toHaveCount(0);
});
