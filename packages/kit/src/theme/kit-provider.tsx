import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@azmar/kit/api/react-query-subset';
import { I18nextProvider } from '@azmar/kit/i18n/react-i18next-subset';
import { antdLocaleFor } from '@azmar/kit/antd/antd-locale-ckb';
import { ConfigProvider } from '@azmar/kit/theme/antd-subset';
import { i18n } from '@azmar/kit/i18n/i18n';
import { queryClient } from '@azmar/kit/api/query-client';
import { directionFor } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { antdThemeFor } from '@azmar/kit/theme/theme';

/**
 * Every app wraps its tree in this: antd's ConfigProvider (from the shared antd subset, so it reaches
 * every antd component of the page) with the language's direction, locale and theme, and the shared
 * query client and i18next instance.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  // A new theme object would make antd recompute its design tokens on every render.
  const theme = useMemo(() => antdThemeFor(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider direction={directionFor(language)} locale={antdLocaleFor(language)} theme={theme}>
          {children}
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
