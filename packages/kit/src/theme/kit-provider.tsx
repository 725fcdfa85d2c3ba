import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { antdLocaleFor } from '@azmar/kit/antd/antd-locale-ckb';
import { i18n } from '@azmar/kit/i18n/i18n';
import { queryClient } from '@azmar/kit/api/query-client';
import { directionFor } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { antdThemeFor } from '@azmar/kit/theme/theme';

/**
 * Every app wraps its tree in this. It is deliberately NOT a federation singleton: antd's ConfigProvider
 * must come from the same antd copy as the app's own components (antd is tree-shaken per app), while
 * the store, i18next instance and query client it hands down are the shared singletons.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider direction={directionFor(language)} locale={antdLocaleFor(language)} theme={antdThemeFor(language)}>
          {children}
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
