import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';

/** Who is signed in, and the ways out: this browser, or every browser this person is signed in on. */
export function InboxBar({ username, onSignOut, signingOut }: { username: string; onSignOut: (everywhere: boolean) => void; signingOut: boolean }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  return (
    <div className="inbox-bar" data-testid="inbox-bar">
      <p className="inbox-bar__who">
        {t('inbox.bar.signedInAs')} <bdi className="inbox-bar__name">{username}</bdi>
      </p>
      <div className="inbox-bar__actions">
        <button type="button" className="inbox-button inbox-button--quiet" onClick={() => onSignOut(false)} disabled={signingOut}>
          {t('inbox.bar.signOut')}
        </button>
        <button type="button" className="inbox-button inbox-button--quiet" onClick={() => onSignOut(true)} disabled={signingOut}>
          {t('inbox.bar.signOutEverywhere')}
        </button>
      </div>
    </div>
  );
}
