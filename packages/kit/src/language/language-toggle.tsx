import type { MouseEvent } from 'react';
import { HREFLANG, searchInLanguage } from '@azmar/contract/routes/language-urls';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import enFlag from '@azmar/kit/assets/flags/en.svg';
import kuFlag from '@azmar/kit/assets/flags/ku.svg';
import { otherLanguage } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { notifyLocationChange, useLocationPath, useLocationSearch } from '@azmar/kit/routing/location-path';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';

const FLAGS = { en: enFlag, ku: kuFlag } as const;

/**
 * Shows the ACTIVE language (its flag and its own name) and switches to the other one. Its accessible name starts
 * with the visible word, so a speech user who says what they see ("click English") reaches it (WCAG 2.5.3).
 */
function languageToggleName(visibleWord: string, action: string): string {
  return `${visibleWord} – ${action}`;
}

/**
 * A link to this page in the other language (`?lang=`), which the page's code, once running, follows without a
 * reload. Before that code has arrived (a server-rendered page shows first) or without it, the browser follows the
 * link itself, and the server answers in that language, every link of the page naming it.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const path = useLocationPath();
  const search = useLocationSearch();
  const other = otherLanguage(language);

  const switchHere = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modified or middle click) opens the other language's URL, as a link does.
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    setLanguage(other);
    // The URL names the page's language, so a reload, a shared link or the back button brings this one.
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchInLanguage(current, other)}${hash}`);
    notifyLocationChange();
  };

  return (
    <a
      href={`${path}${searchInLanguage(search, other)}`}
      hrefLang={HREFLANG[other]}
      data-testid="language-toggle"
      className={className ?? 'kit-language-toggle'}
      aria-label={languageToggleName(t(`language.${language}`), t('header.switchLanguage'))}
      onClick={switchHere}
    >
      <img src={FLAGS[language]} alt="" width={24} height={16} />
      <span lang={language === 'ku' ? 'ckb' : 'en'}>{t(`language.${language}`)}</span>
    </a>
  );
}
