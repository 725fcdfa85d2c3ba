/**
 * Runs `start` once the browser has painted the page it has (the server's HTML), or after `fallbackMs` where no
 * frame comes (a tab opened in the background draws none until shown).
 *
 * Why: a deferred script that is ready when the HTML ends runs before the first paint, and the app's code it
 * fetches then arrived before the paint too. A phone waited for all of it (download, compile, hydration) to see a
 * page whose HTML was already complete: measured with Lighthouse's mobile preset on /about?lang=ku, the first
 * paint came after every chunk had been fetched and evaluated (e2e/bench/lighthouse.mjs).
 */
export function afterFirstPaint(start: () => void, fallbackMs = 100): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The rAF callback runs just before a frame is painted; the task after it runs once that frame is out.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}
