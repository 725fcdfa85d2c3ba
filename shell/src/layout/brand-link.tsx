import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import logoUrl from '@azmar/kit/assets/logo.svg';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { usePageHref } from '@azmar/kit/routing/page-href';

/** The logo with the company name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const pageHref = usePageHref();
  return (
    <a href={pageHref('/')} className="brand" aria-label={t('header.homeLink')} onClick={(event) => handleLinkClick(event, onNavigate)}>
      <img src={logoUrl} alt="" width={40} height={40} className="brand__logo" />
      <span className="brand__name">{t('company.name')}</span>
    </a>
  );
}
