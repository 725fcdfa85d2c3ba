import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRouteDeclarations, type RouteDeclaration as DeclaredRoute } from '@azmar/contract/routes/route-declarations';
import { textProblems } from '../../packages/kit/test/text-checks';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../packages/kit/test/mount-remote';
import * as lifecycles from './app';
import declaredRoutes from './routes.json';
import { CATALOGUE_PAGES } from './catalogue-app';
import { catalogueEn } from './i18n/catalogue.en';
import { catalogueKu } from './i18n/catalogue.ku';

const mountAt = setupRemoteMount('mfe-catalogue', lifecycles);

describe('mfe-catalogue lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it.each([
    ['/services', catalogueEn.services.hero, catalogueKu.services.hero],
    ['/projects', catalogueEn.projects.hero, catalogueKu.projects.hero],
    ['/products/', catalogueEn.products.hero, catalogueKu.products.hero],
  ])('mounts %s with its own hero in English, then Kurdish right to left', async (path, en, ku) => {
    const { domElement } = await mountAt(path);
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    const hero = within(root).getByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(en.title);
    expect(hero.querySelector('p')).toHaveTextContent(en.subtitle);
    expect(root).toHaveAttribute('dir', 'ltr');

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(ku.title);
    expect(hero.querySelector('p')).toHaveTextContent(ku.subtitle);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('follows route changes between its pages while mounted', async () => {
    await mountAt('/services');
    act(() => {
      window.history.pushState(null, '', '/products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(catalogueEn.products.hero.title));
  });

  it('declares valid routes, each with a page of its own', () => {
    const routes = parseRouteDeclarations(declaredRoutes, 'mfe-catalogue');
    expect(Object.keys(CATALOGUE_PAGES).sort()).toEqual(routes.map((route) => route.id).sort());
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

  it('shows the 404 page inside the remote at an unknown path below its routes (/products/nope)', async () => {
    const { domElement } = await mountAt('/products/nope');
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    expect(within(root).getByTestId('not-found')).toBeInTheDocument();
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(commonEn.notFound.title);
    expect(within(root).getByRole('link', { name: commonEn.notFound.backHome })).toHaveAttribute('href', '/?lang=en');
    expect(within(root).queryByTestId('hero')).toBeNull();
  });
});
