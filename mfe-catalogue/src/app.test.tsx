import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { bootstrap, mount, unmount } from './app';
import { catalogueEn } from './i18n/catalogue.en';
import { catalogueKu } from './i18n/catalogue.ku';

type Props = Parameters<typeof mount>[0];

async function mountAt(path: string) {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mfe_catalogue', domElement } as unknown as Props;
  await bootstrap(props);
  // single-spa-react resolves mount after the first commit, so act must end before we wait for it.
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounting = mount(props);
  });
  await mounting;
  return { domElement, props };
}

let mounted: { domElement: HTMLElement; props: Props } | null = null;

afterEach(async () => {
  if (mounted) await act(async () => void (await unmount(mounted!.props)));
  mounted?.domElement.remove();
  mounted = null;
  act(() => useLanguageStore.setState({ language: 'en' }));
});

describe('mfe-catalogue lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it.each([
    ['/services', catalogueEn.services.hero, catalogueKu.services.hero],
    ['/projects', catalogueEn.projects.hero, catalogueKu.projects.hero],
    ['/products/', catalogueEn.products.hero, catalogueKu.products.hero],
  ])('mounts %s with its own hero in English, then Kurdish right to left', async (path, en, ku) => {
    mounted = await mountAt(path);
    const root = mounted.domElement.querySelector('[data-mfe="mfe-catalogue"]') as HTMLElement;
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
    mounted = await mountAt('/services');
    act(() => {
      window.history.pushState(null, '', '/products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(catalogueEn.products.hero.title));
  });
});
