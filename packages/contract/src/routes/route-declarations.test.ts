import { describe, expect, it } from 'vitest';
import { parseRouteDeclarations } from './route-declarations.js';

const TEXT = { en: 'News', ku: 'هەواڵ' };

describe("a remote's route declarations", () => {
  it('become route table entries of that remote, with the defaults of a public page', () => {
    expect(parseRouteDeclarations([{ id: 'news', path: '/news', title: TEXT, description: TEXT, content: ['projects'] }], 'mfe-home')).toEqual([
      { id: 'news', path: '/news', remote: 'mfe-home', title: TEXT, description: TEXT, sitemap: true, content: ['projects'], form: false, staff: false },
    ]);
  });

  it('make a staff page one with no description that no sitemap lists', () => {
    const [inbox] = parseRouteDeclarations([{ id: 'inbox', path: '/inbox', title: TEXT, staff: true, sitemap: true }], 'mfe-contact');
    expect(inbox).toMatchObject({ staff: true, sitemap: false, description: null });
  });

  it.each([
    ['not an array', { id: 'x' }, /must be an array/],
    ['a bad id', [{ id: 'News!', path: '/news', title: TEXT, description: TEXT }], /"id"/],
    ['a path with a query', [{ id: 'news', path: '/news?x=1', title: TEXT, description: TEXT }], /"path"/],
    ['a path climbing out', [{ id: 'news', path: '/a/../b', title: TEXT, description: TEXT }], /"path"/],
    ['a title without Kurdish', [{ id: 'news', path: '/news', title: { en: 'News' }, description: TEXT }], /title\.ku/],
    ['a public page without a description', [{ id: 'news', path: '/news', title: TEXT }], /description/],
    ['an unknown content kind', [{ id: 'news', path: '/news', title: TEXT, description: TEXT, content: ['blog'] }], /content/],
    ['a flag that is no boolean', [{ id: 'news', path: '/news', title: TEXT, description: TEXT, form: 'yes' }], /form/],
    [
      'a path declared twice',
      [
        { id: 'a', path: '/news', title: TEXT, description: TEXT },
        { id: 'b', path: '/news', title: TEXT, description: TEXT },
      ],
      /twice/,
    ],
  ])('refuse %s, saying where', (_what, value, message) => {
    expect(() => parseRouteDeclarations(value, 'mfe-home')).toThrow(message);
  });
});
