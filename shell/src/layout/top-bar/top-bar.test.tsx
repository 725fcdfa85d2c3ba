import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import enFlag from '@azmar/kit/assets/flags/en.svg';
import kuFlag from '@azmar/kit/assets/flags/ku.svg';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { goTo } from '../../test/navigation';
import { renderInKit } from '../../test/render-layout-part';
import { TopBar } from './top-bar';

const ORDER = MENU_ROUTES.map((route) => route.id as keyof typeof commonEn.nav);

beforeEach(() => goTo('/'));
afterEach(() => {
  act(() => useLanguageStore.setState({ language: 'en' }));
  localStorage.clear();
});

describe('TopBar', () => {
  it('is a header with the home logo link and the main links in the order of docs/product.md §3', () => {
    renderInKit(<TopBar />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: commonEn.header.homeLink })).toHaveAttribute('href', '/?lang=en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ORDER.map((key) => commonEn.nav[key]));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(MENU_ROUTES.map((route) => `${route.path}?lang=en`));
  });

  it('marks exactly the current route as active', () => {
    goTo('/projects/');
    renderInKit(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(commonEn.nav.projects);
    expect(current[0]).toHaveClass('nav-link--active');
    goTo('/contact');
    expect(within(nav).getByRole('link', { name: commonEn.nav.contact })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: commonEn.nav.projects })).not.toHaveAttribute('aria-current');
  });

  it('shows the active language on the toggle: English flag and name, then the Kurdish ones', async () => {
    renderInKit(<TopBar />);
    const toggle = screen.getByTestId('language-toggle');
    expect(toggle).toHaveAccessibleName(`English – ${commonEn.header.switchLanguage}`);
    expect(toggle).toHaveTextContent('English');
    expect(enFlag).not.toBe(kuFlag);
    expect(toggle.querySelector('img')).toHaveAttribute('src', enFlag);

    await userEvent.click(toggle);
    expect(useLanguageStore.getState().language).toBe('ku');
    expect(toggle).toHaveTextContent('کوردی');
    expect(toggle).toHaveAccessibleName(`کوردی – ${commonKu.header.switchLanguage}`);
    expect(toggle.querySelector('img')).toHaveAttribute('src', kuFlag);
    expect(screen.getByRole('navigation', { name: commonKu.nav.mainLabel })).toBeInTheDocument();
  });

  it('opens the drawer from the menu button with the logo and the same links, and a link closes it', async () => {
    renderInKit(<TopBar />);
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    const menu = screen.getByTestId('menu-button');
    expect(menu).toHaveAccessibleName(commonEn.header.openMenu);
    await userEvent.click(menu);

    const drawer = screen.getByTestId('nav-drawer');
    expect(within(drawer).getByRole('link', { name: commonEn.header.homeLink })).toBeInTheDocument();
    const links = within(drawer).getByRole('navigation').querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(ORDER.map((key) => commonEn.nav[key]));

    await userEvent.click(within(drawer).getByRole('link', { name: commonEn.nav.about }));
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    expect(window.location.pathname).toBe('/about');
  });

  it('gives the browser a menu of its own for the time before the code runs, which the running code leaves closed', async () => {
    renderInKit(<TopBar />);
    const menu = screen.getByTestId('menu-button');
    const staticMenu = screen.getByTestId('nav-drawer-static');
    // The browser opens it from the button (popovertarget) and closes it from its own close button.
    expect(menu).toHaveAttribute('popovertarget', staticMenu.id);
    expect(staticMenu).toHaveAttribute('popover', 'auto');
    expect(within(staticMenu).getByRole('button', { name: commonEn.header.closeMenu, hidden: true })).toHaveAttribute('popovertarget', staticMenu.id);
    expect(within(staticMenu).getByRole('button', { name: commonEn.header.closeMenu, hidden: true })).toHaveAttribute('popovertargetaction', 'hide');
    const links = within(staticMenu).getAllByRole('link', { hidden: true }).slice(1);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(MENU_ROUTES.map((route) => `${route.path}?lang=en`));

    // Running, the click opens the drawer and, prevented, not the browser's menu.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      menu.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
  });

  it('closes the drawer with its close button and with Escape', async () => {
    renderInKit(<TopBar />);
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByRole('button', { name: commonEn.header.closeMenu }));
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
  });

  it('keeps keyboard focus inside the open drawer', async () => {
    renderInKit(<TopBar />);
    await userEvent.click(screen.getByTestId('menu-button'));
    const drawer = screen.getByTestId('nav-drawer');
    const close = within(drawer).getByRole('button', { name: commonEn.header.closeMenu });
    expect(close).toHaveFocus();
    const logo = within(drawer).getByRole('link', { name: commonEn.header.homeLink });
    await userEvent.tab({ shift: true });
    expect(logo).toHaveFocus();
    // From the first element Shift+Tab wraps to the last one, and Tab from there back to the first.
    await userEvent.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: commonEn.nav.contact })).toHaveFocus();
    await userEvent.tab();
    expect(logo).toHaveFocus();
  });
});
