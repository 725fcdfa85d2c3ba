import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { bootstrap, mount, unmount } from './app';
import { contactEn } from './i18n/contact.en';
import { contactKu } from './i18n/contact.ku';

type Props = Parameters<typeof mount>[0];

let mounted: { domElement: HTMLElement; props: Props } | null = null;

afterEach(async () => {
  if (mounted) await act(async () => void (await unmount(mounted!.props)));
  mounted?.domElement.remove();
  mounted = null;
  act(() => useLanguageStore.setState({ language: 'en' }));
});

describe('mfe-contact lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('mounts /contact with its hero in English, then Kurdish right to left', async () => {
    window.history.pushState(null, '', '/contact');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mfe_contact', domElement } as unknown as Props;
    await bootstrap(props);
    // single-spa-react resolves mount after the first commit, so act must end before we wait for it.
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = mount(props);
    });
    await mounting;
    mounted = { domElement, props };
    const root = domElement.querySelector('[data-mfe="mfe-contact"]') as HTMLElement;
    const hero = within(root).getByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(contactEn.contact.hero.title);
    expect(hero.querySelector('p')).toHaveTextContent(contactEn.contact.hero.subtitle);

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(contactKu.contact.hero.title);
    expect(hero.querySelector('p')).toHaveTextContent(contactKu.contact.hero.subtitle);
    expect(root).toHaveAttribute('dir', 'rtl');
  });
});
