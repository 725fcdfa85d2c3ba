import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { queryClient } from '@azmar/kit/api/query-client';
import { QueryClientProvider } from '@azmar/kit/api/react-query-facade';
import { i18n } from '@azmar/kit/i18n/i18n';
import { I18nextProvider } from '@azmar/kit/i18n/react-i18next-facade';
import { registerContactTexts } from '../i18n/register-contact-texts';

/**
 * Test-only: renders a part of the page with the page's one i18next and query client, as KitProvider gives
 * them. antd's provider is left out on purpose: nothing here is antd, and its locale arrives asynchronously.
 */
export function renderWithKit(ui: ReactNode) {
  registerContactTexts();
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}
