import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { setupRemoteMount } from '@azmar/kit/remote/testing/mount-remote';
import * as lifecycles from '../../app';

const mountAt = setupRemoteMount('mfe_home', lifecycles);
const loader = vi.fn(async (_remote: string, _exposed: string) => ({
  ProjectsSection: () => <section data-testid="catalogue-section">projects</section>,
  ServicesSection: () => <section data-testid="catalogue-section">services</section>,
  ProductsSection: () => <section data-testid="catalogue-section">products</section>,
}));

beforeEach(() => provideRemoteModuleLoader(loader));
afterEach(() => {
  provideRemoteModuleLoader(null);
  loader.mockClear();
});

describe('home’s catalogue sections', () => {
  it('shows mfe-catalogue’s projects, services and products sections below the hero, in the spec’s order', async () => {
    const { domElement } = await mountAt('/');
    const sections = await within(domElement).findAllByTestId('catalogue-section');
    expect(sections.map((section) => section.textContent)).toEqual(['projects', 'services', 'products']);
    expect(loader).toHaveBeenCalledWith('mfe_catalogue', './home-sections');
    expect(screen.getByTestId('hero').compareDocumentPosition(sections[0] as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps reserved space, not an error, when mfe-catalogue cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    provideRemoteModuleLoader(async () => {
      throw new Error('mfe_catalogue is down');
    });
    const { domElement } = await mountAt('/');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(domElement.querySelectorAll('.home-section-placeholder')).toHaveLength(3);
    expect(within(domElement).getByTestId('hero')).toBeInTheDocument();
    warn.mockRestore();
  });
});
