import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { bootstrap, mount, unmount } from './app';
import { homeEn } from './i18n/home.en';
import { homeKu } from './i18n/home.ku';

type Props = Parameters<typeof mount>[0];

async function mountAt(path: string) {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mfe_home', domElement } as unknown as Props;
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

describe('mfe-home lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it.each([
    ['/', homeEn.home.hero, homeKu.home.hero],
    ['/about', homeEn.about.hero, homeKu.about.hero],
  ])('mounts %s with its hero in English, then Kurdish right to left', async (path, en, ku) => {
    mounted = await mountAt(path);
    const root = mounted.domElement.querySelector('[data-mfe="mfe-home"]') as HTMLElement;
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
    mounted = await mountAt('/');
    act(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeEn.about.hero.title));
  });
});
