import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '@azmar/kit/remote/testing/mount-remote';
import * as lifecycles from './app';
import { contactEn } from './i18n/contact.en';
import { contactKu } from './i18n/contact.ku';

const mountAt = setupRemoteMount('mfe_contact', lifecycles);

describe('mfe-contact lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('mounts /contact with its hero in English, then Kurdish right to left', async () => {
    const { domElement } = await mountAt('/contact');
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
