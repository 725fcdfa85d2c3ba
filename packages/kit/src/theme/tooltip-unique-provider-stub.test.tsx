import { render } from '@testing-library/react';
import { vi } from 'vitest';
import TooltipUniqueProviderStub from '@azmar/kit/theme/tooltip-unique-provider-stub.tsx';

it('fails loudly when ConfigProvider tooltip.unique is used', () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<TooltipUniqueProviderStub>child</TooltipUniqueProviderStub>)).toThrow(/tooltip\.unique is not available/);
  quiet.mockRestore();
});
