import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { StaffInbox } from '../features/staff-inbox/components/staff-inbox';
import { INBOX_NAMESPACE } from '../i18n/register-contact-texts';

/** /inbox: the company's own people read, answer and mark the contact messages. In no menu and no sitemap. */
export function InboxPage() {
  const { t } = useTranslation(INBOX_NAMESPACE);
  return (
    <div className="inbox-page" data-testid="inbox-page">
      <header className="inbox-page__head">
        <h1 className="inbox-page__title">{t('inbox.title')}</h1>
        <p className="inbox-muted">{t('inbox.intro')}</p>
      </header>
      <StaffInbox />
    </div>
  );
}
