import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRouteDeclarations, type RouteDeclaration as DeclaredRoute } from '@azmar/contract/routes/route-declarations';
import { textProblems } from '../../packages/kit/test/text-checks';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../packages/kit/test/mount-remote';
import * as lifecycles from './app';
import declaredRoutes from './routes.json';
import { HOME_PAGES } from './home-app';
import { homeEn } from './i18n/home.en';
import { homeKu } from './i18n/home.ku';

const mountAt = setupRemoteMount('mfe-home', lifecycles);

describe('mfe-home lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it.each([
    ['/', homeEn.home.hero, homeKu.home.hero],
    ['/about', homeEn.about.hero, homeKu.about.hero],
  ])('mounts %s with its hero in English, then Kurdish right to left', async (path, en, ku) => {
    const { domElement } = await mountAt(path);
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    expect(root).toHaveAttribute('dir', 'ltr');
    const hero = within(root).getByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(en.title);
    expect(hero.querySelector('p')).toHaveTextContent(en.subtitle);

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(ku.title);
    expect(hero.querySelector('p')).toHaveTextContent(ku.subtitle);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('switches page when the route changes while mounted', async () => {
    await mountAt('/');
    act(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeEn.about.hero.title));
  });

  it('declares valid routes, each with a page of its own', () => {
    const routes = parseRouteDeclarations(declaredRoutes, 'mfe-home');
    expect(Object.keys(HOME_PAGES).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it("says its pages' titles and descriptions in both languages, by the site's text rules", () => {
    const textsIn = (language: 'en' | 'ku') =>
      Object.fromEntries(
        (declaredRoutes as readonly DeclaredRoute[]).map((route) => [
          route.id,
          { title: route.title[language], ...(route.description ? { description: route.description[language] } : {}) },
        ]),
      );
    expect(textProblems(textsIn('en'), textsIn('ku'))).toEqual([]);
  });

  it.each(declaredRoutes.map((route) => route.path))('renders a page of its own at its declared route %s, not the 404', async (path) => {
    const { domElement } = await mountAt(path);
    expect(within(domElement).getByTestId('hero')).toBeInTheDocument();
    expect(within(domElement).queryByTestId('not-found')).toBeNull();
  });

  it('shows the 404 page inside the remote at an unknown path below its routes (/about/team)', async () => {
    const { domElement } = await mountAt('/about/team');
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    expect(within(root).getByTestId('not-found')).toBeInTheDocument();
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(commonEn.notFound.title);
    expect(within(root).getByRole('link', { name: commonEn.notFound.backHome })).toHaveAttribute('href', '/?lang=en');
    expect(within(root).queryByTestId('hero')).toBeNull();
  });
});
