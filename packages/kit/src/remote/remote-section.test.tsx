import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { forgetRemoteModules, loadRemoteModule, provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { RemoteSection } from '@azmar/kit/remote/remote-section.tsx';

const fallback = <p data-testid="fallback">reserved</p>;

afterEach(() => {
  provideRemoteModuleLoader(null);
  // The kit keeps a loaded module for the page's life: each test starts as a new page.
  forgetRemoteModules('mfe_catalogue');
  vi.restoreAllMocks();
});

describe('RemoteSection', () => {
  it('renders a module already loaded at once, from its first render (as on the server, and when hydrating)', async () => {
    provideRemoteModuleLoader(async () => ({ default: () => <p>section at once</p> }));
    await loadRemoteModule('mfe_catalogue', './projects-section');
    expect(renderToString(<RemoteSection remote="mfe_catalogue" module="./projects-section" fallback={fallback} />)).toBe('<p>section at once</p>');
  });

  it('renders the default export of the module the host loads, with its props', async () => {
    const loader = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>section {label}</p> }));
    provideRemoteModuleLoader(loader);
    render(<RemoteSection remote="mfe_catalogue" module="./projects-section" fallback={fallback} props={{ label: 'A' }} />);
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    expect(await screen.findByText('section A')).toBeInTheDocument();
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(loader).toHaveBeenCalledWith('mfe_catalogue', './projects-section');
  });

  it('renders a named export when asked, and keeps the fallback when the module lacks it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    provideRemoteModuleLoader(async () => ({ ProjectsSection: () => <p>named section</p> }));
    render(<RemoteSection remote="mfe_catalogue" module="./home-sections" exportName="ProjectsSection" />);
    expect(await screen.findByText('named section')).toBeInTheDocument();
    render(<RemoteSection remote="mfe_catalogue" module="./home-sections" exportName="Missing" fallback={fallback} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("[kit] mfe_catalogue/./home-sections has no export 'Missing' to render"));
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('keeps the fallback and warns when the module cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    provideRemoteModuleLoader(async () => {
      throw new Error('entry 404');
    });
    render(<RemoteSection remote="mfe_catalogue" module="./projects-section" fallback={fallback} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[kit] mfe_catalogue/./projects-section failed to load:', 'entry 404'));
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('contains a section that throws while rendering, with the remote error alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    provideRemoteModuleLoader(async () => ({
      default: () => {
        throw new Error('broken section');
      },
    }));
    render(
      <>
        <RemoteSection remote="mfe_catalogue" module="./projects-section" />
        <p>rest of the page</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  it('without a host, loading fails with a clear message instead of hanging', async () => {
    provideRemoteModuleLoader(null);
    await expect(loadRemoteModule('mfe_catalogue', './projects-section')).rejects.toThrow('cannot load mfe_catalogue/projects-section');
  });
});
