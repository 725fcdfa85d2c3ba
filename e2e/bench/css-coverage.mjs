// The CSS rules no public page uses (issue 33, point 8): visits every state of css-states.mjs in English and Kurdish
// at 375, 768 and 1366 px with Chromium's rule usage tracking on (CDP: CSS.startRuleUsageTracking, takeCoverageDelta),
// with :hover, :focus, :focus-visible and :active forced on every interactive element at each step, and prints, per
// stylesheet URL, the rules that never matched, each with the source stylesheet(s) its selectors come from.
// Usage: `npm run build`, start the site (`PORT=8510 node scripts/start.mjs --no-build`), then
// `SITE=http://localhost:8510 node e2e/bench/css-coverage.mjs` (about 15 min on two cores; ONLY=<text> keeps the
// states whose name contains it, WIDTHS=375,1366 and LANGS=en narrow the run, CONCURRENCY pages at once (3), JSON=file
// keeps the result, SHOTS=dir saves a full-page screenshot of every step for a before/after comparison).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import postcss from 'postcss';
import { LANGS, STATES, WIDTHS } from './css-states.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = process.env.SITE ?? 'http://localhost:8510';
const widths = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : WIDTHS;
const langs = process.env.LANGS ? process.env.LANGS.split(',') : LANGS;
const states = STATES.filter((state) => !process.env.ONLY || state.name.includes(process.env.ONLY));
const INTERACTIVE = 'a, button, input, textarea, select, summary, label, [tabindex], main, dialog';
const FORCED = ['hover', 'focus', 'focus-visible', 'active'];

/** The selector as the build writes it, with the direction variants the build adds for logical properties removed. */
function normalizeSelector(selector) {
  return selector
    .replace(/:not\(:(?:is|-webkit-any|-moz-any)\((?::lang\([a-z]+\),?)+\)\)/g, '')
    .replace(/:(?:is|-webkit-any|-moz-any)\((?::lang\([a-z]+\),?)+\)/g, '')
    .replace(/::-webkit-backdrop/g, '::backdrop')
    .replace(/['"]/g, '')
    .replace(/\s*([>+~,])\s*/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
const contextOf = (node) => {
  const parts = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule') parts.unshift(`@${parent.name} ${parent.params.replace(/\s+/g, '').toLowerCase()}`);
  }
  return parts.join(' ');
};
const inKeyframes = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'atrule' && /keyframes$/.test(parent.name)) return true;
  return false;
};

/** Every style rule of the source stylesheets, by its media context and normalized selector. */
function sourceIndex() {
  const index = new Map();
  const walk = (dir) => {
    for (const entry of readdirSafe(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-server'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.css')) {
        postcss.parse(readFileSync(full, 'utf8')).walkRules((rule) => {
          if (inKeyframes(rule)) return;
          for (const selector of rule.selectors) {
            const key = `${contextOf(rule)}|${normalizeSelector(selector)}`;
            index.set(key, [...(index.get(key) ?? []), path.relative(rootDir, full)]);
          }
        });
      }
    }
  };
  for (const dir of ['shell/src', 'packages/kit/src', 'mfe-home/src', 'mfe-catalogue/src', 'mfe-contact/src']) walk(path.join(rootDir, dir));
  return index;
}
function readdirSafe(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

const shotsOf = new Map();
/** url → { text, used: Set of rule start offsets } */
const sheets = new Map();

async function track(page, label) {
  const cdp = await page.context().newCDPSession(page);
  const urlOf = new Map();
  cdp.on('CSS.styleSheetAdded', ({ header }) => {
    const url = header.sourceURL || `inline:${header.styleSheetId}`;
    urlOf.set(header.styleSheetId, url);
    if (!sheets.has(url)) {
      const entry = { text: null, used: new Set() };
      sheets.set(url, entry);
      cdp
        .send('CSS.getStyleSheetText', { styleSheetId: header.styleSheetId })
        .then(({ text }) => (entry.text = text))
        .catch(() => {});
    }
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('CSS.startRuleUsageTracking');
  const record = (coverage) => {
    for (const usage of coverage) if (usage.used) sheets.get(urlOf.get(usage.styleSheetId))?.used.add(usage.startOffset);
  };
  return {
    /** Records what is used now, then again with the interactive elements' pseudo-classes forced. */
    async look() {
      if (process.env.SHOTS) {
        const name = `${label}-${(shotsOf.get(label) ?? 0) + 1}`.replace(/[^a-z0-9-]+/gi, '_');
        shotsOf.set(label, (shotsOf.get(label) ?? 0) + 1);
        await page.screenshot({ path: path.join(process.env.SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
      }
      // Below the fold is laid out (content-visibility: auto) only once scrolled to: every screen of the page in turn.
      // With the wheel and timed waits, not the page's script: a page without JavaScript runs none (its frames never come).
      const { height } = await cdp.send('Page.getLayoutMetrics').then(({ cssContentSize }) => cssContentSize);
      await page.mouse.move(10, 10);
      for (let y = 0; y < height; y += 700) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(60);
      }
      await page.mouse.wheel(0, -height);
      await page.waitForTimeout(60);
      record((await cdp.send('CSS.takeCoverageDelta')).coverage);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: INTERACTIVE });
      for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: FORCED }).catch(() => {});
      await page.waitForTimeout(60);
      record((await cdp.send('CSS.takeCoverageDelta')).coverage);
      for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] }).catch(() => {});
    },
    async stop() {
      record((await cdp.send('CSS.stopRuleUsageTracking')).ruleUsage);
      await cdp.detach();
    },
  };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const failures = [];
const runs = states.flatMap((state) =>
  langs.flatMap((lang) => widths.filter((w) => !state.widths || state.widths.includes(w)).map((width) => ({ state, lang, width }))),
);
async function visit({ state, lang, width }) {
  const context = await browser.newContext({
    baseURL: site,
    viewport: { width, height: 800 },
    javaScriptEnabled: state.js !== false,
    reducedMotion: state.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  try {
    const tracker = await track(page, `${state.name}-${lang}-${width}`);
    await state.run(page, lang, () => tracker.look());
    await tracker.stop();
  } catch (error) {
    failures.push(`${state.name} (${lang}, ${width}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close().catch(() => {});
  }
  process.stderr.write(`${state.name} (${lang}, ${width})\n`);
}
try {
  // A few pages at once (CONCURRENCY, 3): each its own context and CDP session.
  let next = 0;
  const worker = async () => {
    while (next < runs.length) await visit(runs[next++]);
  };
  await Promise.all(Array.from({ length: Number(process.env.CONCURRENCY ?? 3) }, worker));
} finally {
  await browser.close();
}

const sources = sourceIndex();
const result = {};
for (const [url, { text, used }] of sheets) {
  if (!text || !(url.startsWith(site) || url.startsWith('inline:'))) continue;
  // A rule is one source rule seen through its variants (direction, prefixes): used when any variant is.
  const groups = new Map();
  postcss.parse(text).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const context = contextOf(rule);
    const key = `${context}|${rule.selectors.map(normalizeSelector).join(',')}`;
    const group = groups.get(key) ?? { context, selectors: rule.selectors.map(normalizeSelector), used: false };
    group.used ||= used.has(rule.source.start.offset);
    groups.set(key, group);
  });
  const unused = [...groups.values()]
    .filter((group) => !group.used)
    .map((group) => {
      const from = new Set(group.selectors.flatMap((selector) => sources.get(`${group.context}|${selector}`) ?? []));
      return { rule: `${group.context ? `${group.context} ` : ''}${group.selectors.join(',')}`, from: [...from] };
    });
  if (unused.length > 0) result[url.replace(site, '')] = unused;
}

for (const [url, unused] of Object.entries(result)) {
  console.log(`\n${url}`);
  for (const { rule, from } of unused) console.log(`  ${rule}    <- ${from.join(', ') || '(not a source stylesheet of the site)'}`);
}
if (failures.length > 0) console.log(`\nStates that failed (the rest were recorded):\n  ${failures.join('\n  ')}`);
if (process.env.JSON) writeFileSync(process.env.JSON, JSON.stringify({ unused: result, failures }, null, 2));
