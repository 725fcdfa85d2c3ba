import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTakeoverScripts, HEAD_PRELOAD_MEDIA, TAKEOVER_SCRIPTS_ID } from './takeover-scripts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.getAttribute('href')]);

function pageListing(text: string) {
  const list = document.createElement('script');
  list.id = TAKEOVER_SCRIPTS_ID;
  list.type = 'application/json';
  list.textContent = text;
  document.head.append(list);
}

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

/** jsdom has no `matchMedia`: the screen answers the head's media query as given. */
const screenMatching = (wide: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === HEAD_PRELOAD_MEDIA, media: query }));

describe('fetchTakeoverScripts', () => {
  it('asks for every script the page lists, as scripts, in its order', () => {
    pageListing(JSON.stringify(['/startup.1.js', 'https://cdn.example/home/remoteEntry.js']));
    fetchTakeoverScripts();
    expect(preloads()).toEqual([
      ['script', '/startup.1.js'],
      ['script', 'https://cdn.example/home/remoteEntry.js'],
    ]);
  });

  it('asks for nothing on a page without the list, with a broken one, or for what is not a URL string', () => {
    fetchTakeoverScripts();
    pageListing('{not json');
    fetchTakeoverScripts();
    expect(preloads()).toEqual([]);
    document.head.replaceChildren();
    pageListing(JSON.stringify([42, null, '/startup.1.js']));
    fetchTakeoverScripts();
    expect(preloads()).toEqual([['script', '/startup.1.js']]);
  });

  it("asks for nothing on a wide screen, whose page's head preloaded them already", () => {
    pageListing(JSON.stringify(['/startup.1.js']));
    screenMatching(true);
    fetchTakeoverScripts();
    expect(preloads()).toEqual([]);
    screenMatching(false);
    fetchTakeoverScripts();
    expect(preloads()).toEqual([['script', '/startup.1.js']]);
  });
});
