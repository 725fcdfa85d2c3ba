import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routesOf } from '@azmar/contract/routes/route-manifest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { DevBar } from '@azmar/kit/remote/mount-standalone.tsx';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

afterEach(() => {
  act(() => useLanguageStore.setState({ language: 'en' }));
  window.history.replaceState(null, '', '/');
});

describe('the standalone dev bar', () => {
  it("lists the remote's manifest routes with the shell's labels, in both languages, and marks the current one", () => {
    window.history.replaceState(null, '', '/projects');
    render(
      <KitProvider>
        <DevBar name="mfe_catalogue" />
      </KitProvider>,
    );
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services', '/projects', '/products']);
    expect(links.map((link) => link.textContent)).toEqual([commonEn.nav.services, commonEn.nav.projects, commonEn.nav.products]);
    expect(within(nav).getByRole('link', { name: commonEn.nav.projects })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: commonEn.nav.services })).not.toHaveAttribute('aria-current');

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([commonKu.nav.services, commonKu.nav.projects, commonKu.nav.products]);
  });

  it.each(['mfe_home', 'mfe_contact'] as const)('lists exactly the routes of %s', (name) => {
    render(
      <KitProvider>
        <DevBar name={name} />
      </KitProvider>,
    );
    const hrefs = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(routesOf(name).map((route) => route.path));
    expect(hrefs.length).toBeGreaterThan(0);
  });
});
