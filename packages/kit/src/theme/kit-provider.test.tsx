import { useContext } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@azmar/kit/api/query-client';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { antdLocaleCkb } from '@azmar/kit/antd/antd-locale-ckb';
// An app that renders antd imports the kit's antd component facade, which hands KitProvider antd's ConfigProvider.
import '@azmar/kit/antd/antd-staff';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

function Probe() {
  const config = useContext(ConfigProvider.ConfigContext);
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return (
    <div>
      <span data-testid="direction">{config.direction}</span>
      <span data-testid="locale">{config.locale?.Modal?.okText}</span>
      <span data-testid="locale-code">{config.locale?.locale}</span>
      <span data-testid="client">{client === queryClient ? 'shared' : 'other'}</span>
      <span data-testid="text">{t('actions.close')}</span>
    </div>
  );
}

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('KitProvider', () => {
  it('gives antd the direction of the language, and the shared query client and i18n', () => {
    render(
      <KitProvider>
        <Probe />
      </KitProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
    expect(screen.getByTestId('client')).toHaveTextContent('shared');
    expect(screen.getByTestId('text')).toHaveTextContent('Close');

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
    expect(screen.getByTestId('text')).not.toHaveTextContent('Close');
  });

  it('gives antd an English locale of no texts (antd’s built-in en_US ones), and the Sorani one once Kurdish is chosen', async () => {
    render(
      <KitProvider>
        <Probe />
      </KitProvider>,
    );
    expect(screen.getByTestId('locale-code')).toHaveTextContent('en');
    expect(screen.getByTestId('locale')).toBeEmptyDOMElement();
    act(() => useLanguageStore.getState().setLanguage('ku'));
    await waitFor(() => expect(screen.getByTestId('locale')).toHaveTextContent(antdLocaleCkb.Modal?.okText ?? 'missing'));
  });
});
