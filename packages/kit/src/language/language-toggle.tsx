import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import enFlag from '@azmar/kit/assets/flags/en.svg';
import kuFlag from '@azmar/kit/assets/flags/ku.svg';
import { useLanguageStore } from '@azmar/kit/language/language-store';

const FLAGS = { en: enFlag, ku: kuFlag } as const;

/**
 * Shows the ACTIVE language (its flag and its own name) and switches to the other one. Its accessible name starts
 * with the visible word, so a speech user who says what they see ("click English") reaches it (WCAG 2.5.3).
 */
export function languageToggleName(visibleWord: string, action: string): string {
  return `${visibleWord} – ${action}`;
}

export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const toggleLanguage = useLanguageStore((state) => state.toggleLanguage);
  return (
    <button
      type="button"
      data-testid="language-toggle"
      className={className ?? 'kit-language-toggle'}
      aria-label={languageToggleName(t(`language.${language}`), t('header.switchLanguage'))}
      onClick={toggleLanguage}
    >
      <img src={FLAGS[language]} alt="" width={24} height={16} />
      <span lang={language === 'ku' ? 'ckb' : 'en'}>{t(`language.${language}`)}</span>
    </button>
  );
}
