import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRouteDeclarations, type RouteDeclaration as DeclaredRoute } from '@azmar/contract/routes/route-declarations';
import { textProblems } from '../../packages/kit/test/text-checks';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../packages/kit/test/mount-remote';
import * as lifecycles from './app';
import declaredRoutes from './routes.json';
import { CONTACT_PAGES } from './contact-app';
import { contactEn } from './i18n/contact.en';
import { contactKu } from './i18n/contact.ku';
import { inboxEn } from './i18n/inbox.en';

const mountAt = setupRemoteMount('mfe-contact', lifecycles);

describe('mfe-contact lifecycles', () => {
  it('exposes only single-spa lifecycles', async () => {
    expect(Object.keys(await import('./app')).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('mounts /contact with its hero in English, then Kurdish right to left', async () => {
    const { domElement } = await mountAt('/contact');
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    const hero = within(root).getByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(contactEn.contact.hero.title);
    expect(hero.querySelector('p')).toHaveTextContent(contactEn.contact.hero.subtitle);

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(contactKu.contact.hero.title);
    expect(hero.querySelector('p')).toHaveTextContent(contactKu.contact.hero.subtitle);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('mounts /staff with its sign-in form, its heading from the inbox texts', async () => {
    const { domElement } = await mountAt('/staff');
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(inboxEn.staffArea.title);
    expect(await within(root).findByTestId('inbox-sign-in')).toBeInTheDocument();
  });

  it('declares valid routes, each with a page of its own', () => {
    const routes = parseRouteDeclarations(declaredRoutes, 'mfe-contact');
    expect(Object.keys(CONTACT_PAGES).sort()).toEqual(routes.map((route) => route.id).sort());
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
    expect(within(domElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(domElement).queryByTestId('not-found')).toBeNull();
  });

  it('shows the 404 page inside the remote at an unknown path below its routes (/contact/nope)', async () => {
    const { domElement } = await mountAt('/contact/nope');
    const root = domElement.querySelector('.kit-remote-root') as HTMLElement;
    expect(within(root).getByTestId('not-found')).toBeInTheDocument();
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(commonEn.notFound.title);
    expect(within(root).getByRole('link', { name: commonEn.notFound.backHome })).toHaveAttribute('href', '/?lang=en');
    expect(within(root).queryByTestId('hero')).toBeNull();
  });
});
