import { afterEach, describe, expect, it } from 'vitest';
import { fetchTakeoverScripts, TAKEOVER_SCRIPTS_ID } from './takeover-scripts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.getAttribute('href')]);

function pageListing(text: string) {
  const list = document.createElement('script');
  list.id = TAKEOVER_SCRIPTS_ID;
  list.type = 'application/json';
  list.textContent = text;
  document.head.append(list);
}

afterEach(() => document.head.replaceChildren());

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
});
