import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHydrationScripts, HEAD_PRELOAD_MEDIA } from './hydration-scripts';

/** The preloads the code made (the head's own carry a media query). */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]:not([media])')].map((link) => [
    link.as || link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

/** The head's preloads as the server writes them, for a wide screen (render/page-document.ts). */
function pageListing(hrefs: string[], media = HEAD_PRELOAD_MEDIA) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href, media })) link.setAttribute(name, value);
    document.head.append(link);
  }
}

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

/** jsdom has no `matchMedia`: the screen answers the head's media query as given. */
const screenMatching = (wide: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === HEAD_PRELOAD_MEDIA, media: query }));

describe('fetchHydrationScripts', () => {
  it('asks for every script the page lists, as scripts, in its order', () => {
    pageListing(['https://azmar.example/startup.1.js', 'https://cdn.example/home/remoteEntry.js']);
    fetchHydrationScripts();
    expect(preloads()).toEqual([
      ['script', 'https://azmar.example/startup.1.js'],
      ['script', 'https://cdn.example/home/remoteEntry.js'],
    ]);
  });

  it("asks for nothing on a page without the list, nor for the head's other preloads", () => {
    fetchHydrationScripts();
    expect(preloads()).toEqual([]);
    pageListing(['https://azmar.example/other.1.js'], '(min-width: 1px)');
    const font = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'font', href: 'https://azmar.example/assets/sorani-400.woff2' }))
      font.setAttribute(name, value);
    document.head.append(font);
    fetchHydrationScripts();
    expect(preloads()).toEqual([['font', 'https://azmar.example/assets/sorani-400.woff2']]);
  });

  it("asks for nothing on a wide screen, whose page's head preloaded them already", () => {
    pageListing(['https://azmar.example/startup.1.js']);
    screenMatching(true);
    fetchHydrationScripts();
    expect(preloads()).toEqual([]);
    screenMatching(false);
    fetchHydrationScripts();
    expect(preloads()).toEqual([['script', 'https://azmar.example/startup.1.js']]);
  });
});
