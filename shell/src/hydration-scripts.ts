/**
 * Where the page's head itself preloads the scripts its hydration runs (render/page-document.ts writes one
 * `<link rel="preload" as="script" media="…">` each, the page's one list of them), so they are fetched while the page
 * is first laid out: a screen this wide is a laptop or a desktop, whose connection carries them beside the first
 * paint's stylesheets and images. Measured (e2e/bench/hydration.mjs, 1350 px, median of 5): first paint to hydration
 * lower on 10 of 12 pages (`/products?lang=ku` 298 → 199 ms), for Lighthouse's desktop LCP 0.03–0.13 s later (at most
 * 0.64 s, against 1.0). A narrower screen is likely a phone on a slow network: there they are asked for at the first
 * paint instead (below).
 */
export const HEAD_PRELOAD_MEDIA = '(min-width: 1024px)';

/**
 * Asks the browser, all at once, for every script the hydration of this page runs: the shell's startup file, and each
 * shown remote's entry and its module's first files, as the head's preloads for a wide screen list them. Called at
 * the first paint, beside the bootstrap's own import. Without it each script waits for the one that names it (startup
 * file, then remote entry, then the module's files), a round trip each: 562 ms on Lighthouse's mobile network.
 *
 * Why at the first paint and not as `<link rel="preload">` in the page's head on a phone: the head's preloads took
 * the hydration on a phone to 1.3–1.7 s after the first paint, but Lighthouse's simulated phone counts every request
 * that ended before the largest paint as competing with it: its LCP of `/` went from 1.75 to 2.66 s, past the 2.5 s
 * target. On a wide screen the head preloads them (HEAD_PRELOAD_MEDIA) and this asks for nothing.
 * `preload as="script"`, not `modulepreload`: the builds' chunks are classic scripts, which cannot use a module fetch.
 */
export function fetchHydrationScripts(doc: Document = document): void {
  // The head's preloads already asked for them (and a browser that does not know `matchMedia` asks again, harmlessly).
  if (doc.defaultView?.matchMedia?.(HEAD_PRELOAD_MEDIA).matches) return;
  const listed = doc.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="script"][media="${HEAD_PRELOAD_MEDIA}"]`);
  for (const { href } of listed) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}
