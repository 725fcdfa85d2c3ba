import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@azmar/kit/api/react-query-facade';
import { I18nextProvider } from '@azmar/kit/i18n/react-i18next-facade';
import { i18n } from '@azmar/kit/i18n/i18n';
import { queryClient } from '@azmar/kit/api/query-client';
import { directionFor } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useRequestContext } from '@azmar/kit/render/request-context';
import { useAntdLocale } from '@azmar/kit/theme/antd-locale-loader';
import { registeredAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { ANTD_TOOLTIP_CONFIG, antdThemeFor } from '@azmar/kit/theme/theme';

/**
 * Every app wraps its tree in this: the page's query client and i18next instance (a server render's own, there), and antd's ConfigProvider
 * (from the shared antd facade, so it reaches every antd component of the page) with the language's
 * direction, locale, theme and tooltip delays. The provider is there when the app imports the staff area's antd facade
 * before it mounts (theme/antd-provider-registry); a tree with no antd component does without, and its page
 * downloads no antd.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  // On the server, the request's own query client and i18next instance (render/request-context); else the page's.
  const requestContext = useRequestContext();
  const language = useLanguageStore((state) => state.language);
  // Taken once, when the tree mounts: wrapping an already mounted tree later would remount all of it.
  const [AntdConfig] = useState(registeredAntdConfigProvider);
  // A new theme object would make antd recompute its design tokens on every render.
  const theme = useMemo(() => antdThemeFor(language), [language]);
  const locale = useAntdLocale(language, AntdConfig !== null);
  return (
    <I18nextProvider i18n={requestContext?.i18n ?? i18n}>
      <QueryClientProvider client={requestContext?.queryClient ?? queryClient}>
        {AntdConfig ? (
          <AntdConfig direction={directionFor(language)} locale={locale} theme={theme} tooltip={ANTD_TOOLTIP_CONFIG}>
            {children}
          </AntdConfig>
        ) : (
          children
        )}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
