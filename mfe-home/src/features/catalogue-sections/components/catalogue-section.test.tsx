import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { forgetRemoteModules, provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../../../../packages/kit/test/mount-remote';
import * as lifecycles from '../../../app';

const mountAt = setupRemoteMount('mfe-home', lifecycles);
const sections = {
  ProjectsSection: () => <section data-testid="catalogue-section">projects</section>,
  ServicesSection: () => <section data-testid="catalogue-section">services</section>,
  ProductsSection: () => <section data-testid="catalogue-section">products</section>,
};
const loader = vi.fn(async (_remote: string, _exposed: string): Promise<unknown> => sections);

beforeEach(() => provideRemoteModuleLoader(loader));
afterEach(() => {
  provideRemoteModuleLoader(null);
  // The kit keeps a loaded module for the page's life: each test starts as a new page.
  forgetRemoteModules('mfe-catalogue');
  loader.mockClear();
});

describe('home’s catalogue sections', () => {
  it('shows mfe-catalogue’s projects, services and products sections below the hero, in the order of docs/product.md §4', async () => {
    const { domElement } = await mountAt('/');
    const found = await within(domElement).findAllByTestId('catalogue-section');
    expect(found.map((section) => section.textContent)).toEqual(['projects', 'services', 'products']);
    expect(loader).toHaveBeenCalledWith('mfe-catalogue', './home-sections');
    expect(screen.getByTestId('hero').compareDocumentPosition(found[0] as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the translated load error with Retry in each catalogue section when mfe-catalogue is down, and the section once Retry finds it back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loader.mockImplementation(async () => {
      throw new Error('mfe-catalogue is down');
    });
    const { domElement } = await mountAt('/');
    const alerts = await within(domElement).findAllByTestId('remote-error');
    expect(alerts).toHaveLength(3);
    for (const alert of alerts) expect(alert).toHaveTextContent(commonEn.remote.loadErrorTitle);
    // Home's own sections are all there.
    for (const section of ['about', 'features', 'team', 'cta']) expect(domElement.querySelector(`[data-home-section="${section}"]`)).not.toBeNull();

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(alerts[0]).toHaveTextContent(commonKu.remote.loadErrorTitle);
    act(() => useLanguageStore.getState().setLanguage('en'));

    loader.mockImplementation(async () => sections);
    const projectsSlot = domElement.querySelector('[data-catalogue-slot="projects"]') as HTMLElement;
    await act(async () => within(projectsSlot).getByRole('button', { name: commonEn.remote.retry }).click());
    expect(await within(projectsSlot).findByTestId('catalogue-section')).toHaveTextContent('projects');
    expect(within(domElement).getAllByTestId('remote-error')).toHaveLength(2);
    warn.mockRestore();
  });
});
