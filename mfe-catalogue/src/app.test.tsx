import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '@azmar/kit/remote/testing/mount-remote';
import * as lifecycles from './app';
import { catalogueEn } from './i18n/catalogue.en';
import { catalogueKu } from './i18n/catalogue.ku';

const mountAt = setupRemoteMount('mfe_catalogue', lifecycles);

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
    const root = domElement.querySelector('[data-mfe="mfe-catalogue"]') as HTMLElement;
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
});
