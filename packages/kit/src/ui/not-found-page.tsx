import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { pathInLanguage } from '@azmar/contract/routes/language-urls';
// The button look lives with the error alert's; both are the kit's.
import '@azmar/kit/remote/remote-error.css';
import '@azmar/kit/ui/not-found-page.css';

/**
 * The 404 page (docs/product.md §3). The shell shows it for a path no remote owns; a remote shows the same
 * one for an unknown path under its own routes (e.g. `/products/nope`).
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  return (
    <section className="kit-not-found" data-testid="not-found">
      <p className="kit-not-found__code" aria-hidden="true">
        {formatNumber(404, language)}
      </p>
      <h1 className="kit-not-found__title">{t('notFound.title')}</h1>
      <p className="kit-not-found__text">{t('notFound.text')}</p>
      <a href={pathInLanguage('/', language)} className="kit-button kit-button--primary" onClick={handleLinkClick}>
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
