// Composition must not move the page: the layout reserves the remote outlet, so the remote mounting into it
// moves neither the footer nor anything else. Layout shifts are read the way browsers report them (the
// Layout Instability API, what Lighthouse's CLS adds up); the footer's position is sampled on every frame
// from the layout's first paint until the remote has mounted and the fonts are loaded.
// A Kurdish page's font can also arrive after the first paint (font-display: swap): its text is then laid out
// again in it. That is measured apart from the composition, on every route, in its own test at the end.
import { expect, test, type Page } from '@playwright/test';
import { expectHero, presetLanguage } from '../support/site-page.ts';
import { LANGS, ROUTES, routeFor } from '../support/site-texts.ts';

interface Shift {
  value: number;
  sources: string[];
}
interface FooterFrame {
  /** In the document. */
  top: number;
  /** In the viewport. */
  viewportTop: number;
  viewportHeight: number;
  remoteMounted: boolean;
  /** No font load pending (the page's text is in its own fonts). */
  fontsLoaded: boolean;
}
interface Recording {
  shifts: Shift[];
  footer: FooterFrame[];
  stop: boolean;
}

async function recordComposition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recording: Recording = { shifts: [], footer: [], stop: false };
    (window as unknown as { __composition: Recording }).__composition = recording;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(gone)';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        if (!entry.hadRecentInput) recording.shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // rAF callbacks run right before each paint: what they read is what that frame shows.
    const sample = () => {
      const footer = document.querySelector('footer.site-footer');
      if (footer) {
        const { top } = footer.getBoundingClientRect();
        recording.footer.push({
          top: top + window.scrollY,
          viewportTop: top,
          viewportHeight: window.innerHeight,
          // Hydrated by the remote's code (the server's HTML shows the page before that, as it arrives).
          remoteMounted: document.querySelector('#remote-outlet')?.getAttribute('data-remote-status') === 'mounted',
          fontsLoaded: document.fonts.status === 'loaded',
        });
      }
      if (!recording.stop) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

// The remotes' code only: the page's stylesheets (the remotes' among them) come with its HTML, before the first paint.
const REMOTE_CODE = /\/remotes\/[^/]+\/.*\.js(\?.*)?$/;
const SORANI_FONT = /\/assets\/sorani-\d+\.[0-9a-f]+\.woff2$/;

/**
 * Holds the page's files that match until released. On a fast machine the remote's files can arrive before the
 * layout's first paint, and the two are painted together; a visitor on a slow network sees the layout first. Holding
 * them until the layout has been painted shows every run what a slow visitor sees, without any delay to tune; the
 * same goes for the fonts.
 * @returns releases the held files
 */
async function holdFiles(page: Page, files: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function waitForTheLayoutsFirstPaint(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __composition: Recording }).__composition.footer.length)).toBeGreaterThan(0);
}

async function waitForAFrameInItsFonts(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __composition: Recording }).__composition.footer.some((frame) => frame.fontsLoaded)))
    .toBe(true);
}

/** The shifts of the layout's own boxes or the remote's hero (text reflowing inside them is not one). */
const layoutShiftsOf = (recording: Recording) =>
  recording.shifts.filter((shift) => shift.sources.some((source) => /site-footer|kit-hero|remote-outlet|layout__main/.test(source)));

/** Every shift added up: at least the CLS a browser reports (its largest window of shifts). */
const cls = (recording: Recording): number => recording.shifts.reduce((sum, shift) => sum + shift.value, 0);
// The largest shift "good" CLS would leave room for (0.1) is far above what a font swap alone may cost.
const LATE_FONT_CLS = 0.02;

function logShifts(label: string, recording: Recording): void {
  const detail = recording.shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(' ')}`).join('; ');
  console.log(`layout shift ${label}: CLS ${cls(recording).toFixed(4)} in ${recording.shifts.length} shift(s)${detail ? `: ${detail}` : ''}`);
}

async function finishRecording(page: Page): Promise<Recording> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Waits for the network (fonts, the page's code and what it loads): the recording ends once all of it has painted.
  await page.waitForLoadState('networkidle');
  // Two more frames, so whatever the fonts and the last responses changed has been painted and sampled.
  return page.evaluate(
    () =>
      new Promise<Recording>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const recording = (window as unknown as { __composition: Recording }).__composition;
            recording.stop = true;
            resolve(JSON.parse(JSON.stringify(recording)) as Recording);
          }),
        );
      }),
  );
}

const PATHS = ['/', '/contact', '/products'];
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1350, height: 940 } },
  { name: 'mobile', size: { width: 412, height: 823 } },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.size.width}×${viewport.size.height}`, () => {
    test.use({ viewport: viewport.size });

    for (const lang of LANGS) {
      for (const path of PATHS) {
        test(`${path} in ${lang}: the remote mounts into reserved space, the footer does not move`, async ({ page }) => {
          await presetLanguage(page, lang);
          await recordComposition(page);
          const releaseRemoteFiles = await holdFiles(page, REMOTE_CODE);
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          await waitForTheLayoutsFirstPaint(page);
          // The remote comes once a frame has been painted in the page's fonts: what moves after that is the
          // composition's doing, not a late font's (the next test).
          await waitForAFrameInItsFonts(page);
          releaseRemoteFiles();
          // Hydration spec: what moves while the remote's code mounts into its reserved space is the point of the test.
          await expectHero(page, routeFor(path).hero[lang]);
          const recording = await finishRecording(page);
          logShifts(`${viewport.name} ${lang} ${path}`, recording);

          const beforeRemote = recording.footer.filter((frame) => !frame.remoteMounted);
          const afterRemote = recording.footer.filter((frame) => frame.remoteMounted);
          expect(beforeRemote.length, 'frames painted before the remote mounted').toBeGreaterThan(0);
          expect(afterRemote.length, 'frames painted with the remote mounted').toBeGreaterThan(0);
          const firstPaint = beforeRemote[0]!;
          const inItsFonts = recording.footer.findIndex((frame) => frame.fontsLoaded && !frame.remoteMounted);
          expect(inItsFonts, 'a frame painted in the fonts before the remote mounted').toBeGreaterThanOrEqual(0);
          // The outlet holds the viewport below the top bar: the footer is painted below the fold from the first frame...
          expect(firstPaint.viewportTop, 'footer top at the first paint, against the viewport height').toBeGreaterThanOrEqual(firstPaint.viewportHeight);
          // ...and in no frame since did it come into view or move up: where a visitor can see it, it never moved.
          // (A page taller than the viewport pushes it further down, out of sight; a shorter one leaves it in place.)
          for (const [index, frame] of recording.footer.entries()) {
            expect(frame.viewportTop, `footer top in frame ${index}, against the viewport height`).toBeGreaterThanOrEqual(frame.viewportHeight);
            if (index >= inItsFonts) {
              expect(frame.top, `footer top in frame ${index}, against frame ${inItsFonts}, the first in the page's fonts`).toBeGreaterThanOrEqual(
                recording.footer[inItsFonts]!.top,
              );
            }
          }
          // And the browser saw nothing of the layout or the remote's hero shift.
          expect(layoutShiftsOf(recording), 'layout shifts of the footer, the outlet or the hero').toEqual([]);
        });
      }
    }

    for (const { path } of ROUTES) {
      test(`${path} in ku with its font arriving after the first paint: the page does not move (CLS at most ${LATE_FONT_CLS})`, async ({ page }) => {
        await presetLanguage(page, 'ku');
        await recordComposition(page);
        const releaseFonts = await holdFiles(page, SORANI_FONT);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForTheLayoutsFirstPaint(page);
        releaseFonts();
        // Waits for the page's code: no shift from the late font up to and through the hydration.
        await expectHero(page, routeFor(path).hero.ku);
        const recording = await finishRecording(page);
        logShifts(`${viewport.name} ku ${path}, late font`, recording);

        expect(recording.footer[0]!.fontsLoaded, 'the first paint waited for no font').toBe(false);
        expect(recording.footer.at(-1)!.fontsLoaded, 'the font arrived').toBe(true);
        for (const [index, frame] of recording.footer.entries()) {
          expect(frame.viewportTop, `footer top in frame ${index}, against the viewport height`).toBeGreaterThanOrEqual(frame.viewportHeight);
        }
        // The text is first laid out in a local font whose metrics are made the Sorani font's (the fallback faces of
        // packages/kit/src/fonts/sorani-fallback-css.ts), so the swap barely moves it.
        expect(cls(recording), 'CLS of the late font swap (every shift, logged above)').toBeLessThanOrEqual(LATE_FONT_CLS);
      });
    }
  });
}
