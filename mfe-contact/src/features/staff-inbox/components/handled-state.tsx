import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';

/** Waiting or handled, as a small label (in words, not only a colour). */
export function HandledState({ handled }: { handled: boolean }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  return (
    <span className={`inbox-state inbox-state--${handled ? 'handled' : 'waiting'}`} data-testid="inbox-state">
      {t(handled ? 'inbox.states.handled' : 'inbox.states.waiting')}
    </span>
  );
}
