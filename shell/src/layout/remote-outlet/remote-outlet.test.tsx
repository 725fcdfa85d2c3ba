import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { perRemote, useRemoteStatusStore } from '../../remotes/remote-status-store';
import { goTo } from '../../test/navigation';
import { renderInKit } from '../../test/render-layout-part';
import { RemoteOutlet } from './remote-outlet';

const retryRemote = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../remotes/remote-apps', () => ({ retryRemote }));

beforeEach(() => {
  useRemoteStatusStore.setState({ statuses: perRemote('idle') });
});
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('RemoteOutlet', () => {
  it('shows the 404 page, with the router hint, on a path no remote owns', () => {
    goTo('/no-such-page');
    renderInKit(<RemoteOutlet />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(commonEn.notFound.text)).toBeInTheDocument();
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(commonKu.notFound.title);
  });

  it.each(['/team', '/service', '/productsx'])('shows the 404 page on %s, which is no remote route nor below one', (path) => {
    goTo(path);
    renderInKit(<RemoteOutlet />);
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves an unknown path under a remote route to that remote (its own 404), loading it meanwhile', () => {
    goTo('/products/nope');
    renderInKit(<RemoteOutlet />);
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => useRemoteStatusStore.getState().setStatus('mfe-catalogue', 'mounted'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows no 404 on a remote route, but a loading state until the remote is mounted', () => {
    goTo('/about/');
    renderInKit(<RemoteOutlet />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => useRemoteStatusStore.getState().setStatus('mfe-home', 'mounted'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the load error of the route remote with a Retry that asks for it again', async () => {
    goTo('/products');
    renderInKit(<RemoteOutlet />);
    act(() => useRemoteStatusStore.getState().setStatus('mfe-catalogue', 'load-error'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'remote-error');
    expect(alert).toHaveTextContent(commonEn.remote.loadErrorTitle);
    await userEvent.click(screen.getByRole('button', { name: commonEn.remote.retry }));
    expect(retryRemote).toHaveBeenCalledWith('mfe-catalogue');
  });

  it('keeps other routes working while one remote is down', () => {
    goTo('/products');
    renderInKit(<RemoteOutlet />);
    act(() => useRemoteStatusStore.getState().setStatus('mfe-catalogue', 'load-error'));
    act(() => useRemoteStatusStore.getState().setStatus('mfe-contact', 'mounted'));
    goTo('/contact');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
