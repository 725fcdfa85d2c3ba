import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../i18n/contact-texts';
import { StaffArea } from './staff-area';

/**
 * /staff: the company's own people read the contact messages and edit the site's services, projects and products,
 * in both languages. In no menu and no sitemap, `noindex`, never cached.
 */
export function StaffPage() {
  const { t } = useTranslation(INBOX_NAMESPACE);
  return (
    <div className="inbox-page staff-page" data-testid="staff-page">
      <header className="inbox-page__head">
        <h1 className="inbox-page__title">{t('staffArea.title')}</h1>
        <p className="inbox-muted">{t('staffArea.intro')}</p>
      </header>
      <StaffArea />
    </div>
  );
}
