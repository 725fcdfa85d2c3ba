import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { handleLinkClick } from '@azmar/kit/routing/navigate';

/** Any path no remote owns (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <a href="/" className="kit-button kit-button--primary" onClick={handleLinkClick}>
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
