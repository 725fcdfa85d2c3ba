import { useContext, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

function Probe({ onMount }: { onMount?: () => void }) {
  const config = useContext(ConfigProvider.ConfigContext);
  useEffect(() => onMount?.(), [onMount]);
  return <span data-testid="direction">{config.direction ?? 'none'}</span>;
}

// This file imports no antd component facade, as an app with no antd component would not.
describe('KitProvider and the antd provider slot', () => {
  it('renders no antd ConfigProvider for a tree mounted before any antd component facade was imported, and keeps it so', () => {
    const mounted = vi.fn();
    const { rerender } = render(
      <KitProvider>
        <Probe onMount={mounted} />
      </KitProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('none');

    // A facade arriving later does not wrap (and so remount) the tree already on the page.
    registerAntdConfigProvider(ConfigProvider);
    rerender(
      <KitProvider>
        <Probe onMount={mounted} />
      </KitProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('none');
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('wraps a tree mounted after a component facade handed over the provider', () => {
    registerAntdConfigProvider(ConfigProvider);
    render(
      <KitProvider>
        <Probe />
      </KitProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
  });
});
