// The accessibility gates of the e2e specs: axe-core over the page as it is now (an open modal included),
// naming each violation so a failure says what to fix.
// - expectNoSeriousA11yViolations: the gate most specs use beside their own checks (serious/critical only).
// - expectNoA11yViolations: issue 11's full gate (accessibility.spec.ts): WCAG 2.1 A/AA and axe's best
//   practices, every impact, minor included; the only exceptions are the allowlist below, each printed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const FULL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A violation that cannot be fixed in this site's code, with why; `target` matches a node's selector. */
interface AllowedViolation {
  rule: string;
  target: RegExp;
  reason: string;
}

/**
 * Violations accepted on purpose. Empty: every violation axe found was fixed. An entry needs the rule id,
 * the node's selector and the reason it cannot be fixed; the full gate prints each one it used.
 */
const ALLOWED_VIOLATIONS: AllowedViolation[] = [];

/**
 * Has the browser lay out and paint what `content-visibility: auto` leaves undrawn until a visitor scrolls near it
 * (cards, sections and the footer below the fold): axe reads colour contrast from what is painted, and would
 * otherwise judge that text against whatever lies behind its empty box. Through the CSSOM, which the page's CSP
 * allows where it refuses an injected stylesheet. Entrance animations are let finish first (a toast fades in over
 * 180 ms): axe caught one half-transparent once and judged its contrast. Endless ones are not waited for.
 */
async function paintEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

function describe(violation: Result, nodes = violation.nodes): string {
  return `${violation.impact} ${violation.id}: ${violation.help} (${nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ')})`;
}

export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  await paintEverything(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')).map((violation) => describe(violation));
  expect(blocking, `axe serious/critical violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

export async function expectNoA11yViolations(page: Page, context: string): Promise<void> {
  await paintEverything(page);
  const results = await new AxeBuilder({ page }).withTags(FULL_TAGS).analyze();
  const failures: string[] = [];
  for (const violation of results.violations) {
    const allowedFor = (selector: string) => ALLOWED_VIOLATIONS.find((entry) => entry.rule === violation.id && entry.target.test(selector));
    const remaining = violation.nodes.filter((node) => {
      const entry = allowedFor(node.target.join(' '));
      if (entry) console.log(`[a11y allowlist] ${context}: ${violation.id} on ${node.target.join(' ')}: ${entry.reason}`);
      return !entry;
    });
    if (remaining.length > 0) failures.push(describe(violation, remaining));
  }
  expect(failures, `axe violations (WCAG 2.1 A/AA, best practices, every impact) on ${context}`).toEqual([]);
}
