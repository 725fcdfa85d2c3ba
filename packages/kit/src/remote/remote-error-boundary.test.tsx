import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>recovered</p>;
}

describe('RemoteErrorBoundary', () => {
  it('contains a render error as a translated alert whose Retry renders the tree again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>layout</h1>
        <RemoteErrorBoundary name="mfe-test">
          <Flaky />
        </RemoteErrorBoundary>
      </main>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'remote-error');
    expect(alert).toHaveTextContent(commonEn.remote.renderErrorTitle);
    expect(screen.getByRole('heading', { name: 'layout' })).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: commonEn.remote.retry }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });
});
