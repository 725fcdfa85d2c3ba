import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { DevBar } from '@azmar/kit/remote/mount-standalone.tsx';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

afterEach(() => {
  act(() => useLanguageStore.setState({ language: 'en' }));
  window.history.replaceState(null, '', '/');
});

const ROUTES = [
  { path: '/services', title: { en: 'Services', ku: 'خزمەتگوزارییەکان' } },
  { path: '/projects', title: { en: 'Projects', ku: 'پڕۆژەکان' } },
];

describe('the standalone dev bar', () => {
  it("lists the remote's declared routes by their titles, in both languages, and marks the current one", () => {
    window.history.replaceState(null, '', '/projects');
    render(
      <KitProvider>
        <DevBar routes={ROUTES} />
      </KitProvider>,
    );
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services', '/projects']);
    expect(links.map((link) => link.textContent)).toEqual(['Services', 'Projects']);
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['خزمەتگوزارییەکان', 'پڕۆژەکان']);
  });
});
