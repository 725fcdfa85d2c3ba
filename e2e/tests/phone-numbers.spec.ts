// How a phone number shows on a Kurdish page (docs/product.md §2): Western digits, as the Region prints and dials
// them, in a left-to-right island of the right-to-left page, on the contact page's card and in the footer; every
// tel: link dials the number shown. At a desktop's width and a phone's.
import { expect, test, type Locator } from '@playwright/test';
import { companyProfile } from '../support/site-texts.ts';

const DISPLAY = companyProfile.phone.display;

/** How the number is laid out: its direction, its isolation, and whether its first character is left of its last. */
function layout(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const text = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) as Text;
    const rectOf = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect();
    };
    const content = text.textContent ?? '';
    const first = content.search(/\S/);
    const last = content.trimEnd().length - 1;
    return { direction: style.direction, unicodeBidi: style.unicodeBidi, text: content.trim(), readsLeftToRight: rectOf(first).left < rectOf(last).left };
  });
}

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 375, height: 812 }],
] as const) {
  test(`on a Kurdish page the phone number shows in Western digits, left to right, and dials what it shows (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact?lang=ku');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const shown = [
      page.getByTestId('get-in-touch').locator('.touch-card__value', { hasText: DISPLAY }),
      page.locator('footer').locator(`a[href="${companyProfile.phone.href}"]`),
    ];
    for (const number of shown) {
      await expect(number).toHaveText(DISPLAY);
      expect(await layout(number)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate', text: DISPLAY, readsLeftToRight: true });
    }
    // Western digits, not Eastern (٠-٩): the number as printed on the company's cards and typed into a phone.
    expect(DISPLAY).toMatch(/^\+[0-9 ]+$/);
    // Every tel: link of the page (the card's Call Now, the closing call to action's, the footer's) dials it.
    const telLinks = page.locator('a[href^="tel:"]');
    await expect(telLinks).toHaveCount(3);
    for (const href of await telLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe(`tel:${DISPLAY.replace(/\s/g, '')}`);
    }
  });
}
