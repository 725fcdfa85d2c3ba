import { useContext } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@azmar/kit/api/query-client';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

function Probe() {
  const config = useContext(ConfigProvider.ConfigContext);
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return (
    <div>
      <span data-testid="direction">{config.direction}</span>
      <span data-testid="locale">{config.locale?.Modal?.okText}</span>
      <span data-testid="client">{client === queryClient ? 'shared' : 'other'}</span>
      <span data-testid="text">{t('actions.close')}</span>
    </div>
  );
}

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('KitProvider', () => {
  it('gives antd the direction and locale of the language, and the shared query client and i18n', () => {
    render(
      <KitProvider>
        <Probe />
      </KitProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
    expect(screen.getByTestId('client')).toHaveTextContent('shared');
    expect(screen.getByTestId('text')).toHaveTextContent('Close');
    const englishOk = screen.getByTestId('locale').textContent;

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
    expect(screen.getByTestId('text')).not.toHaveTextContent('Close');
    expect(screen.getByTestId('locale').textContent).not.toBe(englishOk);
  });
});
