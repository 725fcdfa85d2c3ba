/** How long after a drawn frame the app starts where the browser reports no contentful paint (a blank frame). */
export const NO_CONTENTFUL_PAINT_MS = 500;

/**
 * Runs `start` once the browser has shown the page it has (the server's HTML): after it reports the first
 * contentful paint; in a tab that is hidden, which draws nothing, at once.
 *
 * Why: a deferred script that is ready when the HTML ends runs before the first paint, and the app's code it
 * fetches then arrived before the paint too. A phone waited for all of it (download, compile, hydration) to see a
 * page whose HTML was already complete: measured with Lighthouse's mobile preset on /about?lang=ku, the first
 * paint came after every chunk had been fetched and evaluated (e2e/bench/lighthouse.mjs).
 *
 * Why the paint entry rather than a frame callback: a frame is drawn well before it is on screen (about 100 ms
 * later in Debian's Chromium without a GPU), and code started at the frame still ran, and fetched its chunks, ahead
 * of the paint the visitor sees. Nor is there a time limit for a visible page (it was 100 ms): where the first
 * layout is slow, a Kurdish page on a phone, the limit fired first and put the app's code in front of the paint.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    start();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  // A tab put in the background before its first paint draws nothing until shown again.
  document.addEventListener('visibilitychange', onHidden);
  const afterTwoFrames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    afterTwoFrames(() => setTimeout(once, NO_CONTENTFUL_PAINT_MS));
  } else {
    // No paint timing (an old browser): the frame after the first one, by which the first is normally on screen.
    afterTwoFrames(() => setTimeout(once, 0));
  }
}
