import { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
// An app that renders antd imports the kit's antd component facade, which hands KitProvider antd's ConfigProvider.
import '@azmar/kit/antd/antd-staff';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { TOOLTIP_DELAYS } from '@azmar/kit/theme/theme';

function TooltipConfigProbe() {
  // What antd's Tooltip reads for its delays when it has none of its own (`useComponentConfig('tooltip')`).
  const { tooltip } = useContext(ConfigProvider.ConfigContext);
  return <output data-testid="tooltip-config">{JSON.stringify(tooltip)}</output>;
}

describe('tooltip delays (docs/product.md §15)', () => {
  it('are 700 ms to open and 300 ms to skip', () => {
    expect(TOOLTIP_DELAYS).toEqual({ openMs: 700, skipMs: 300 });
  });

  it('reach every antd tooltip through the kit provider, in seconds as antd counts them', () => {
    render(
      <KitProvider>
        <TooltipConfigProbe />
      </KitProvider>,
    );
    expect(JSON.parse(screen.getByTestId('tooltip-config').textContent ?? '{}')).toEqual({ mouseEnterDelay: 0.7, mouseLeaveDelay: 0.3 });
  });
});
