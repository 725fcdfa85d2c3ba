import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

/** Renders a piece of the layout the way the shell does: inside the kit provider. */
export function renderInKit(element: ReactElement) {
  return render(<KitProvider>{element}</KitProvider>);
}
