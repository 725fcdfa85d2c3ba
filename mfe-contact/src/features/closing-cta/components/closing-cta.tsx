import type { MouseEvent } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { buttonClass } from '@azmar/kit/ui/button';
import { CONTACT_NAMESPACE } from '../../../i18n/register-contact-texts';
import './closing-cta.css';

/**
 * 'Ready to Get Started?': Get Quote takes the visitor to the form's first field (a link to it, so before or without
 * the page's code the browser scrolls there; with the code the field also gets the focus); Call Now dials.
 */
export function ClosingCta({ firstFieldId }: { firstFieldId: string }) {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const goToForm = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    const field = document.getElementById(firstFieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title" data-testid="closing-cta">
      <div className="closing-cta__inner">
        <h2 id="closing-cta-title" className="closing-cta__title">
          {t('contact.cta.title')}
        </h2>
        <p className="closing-cta__text">{t('contact.cta.text')}</p>
        <div className="closing-cta__actions">
          <a className={buttonClass('accent')} href={`#${firstFieldId}`} onClick={goToForm}>
            {t('common:actions.getQuote')}
          </a>
          <a className={buttonClass('light')} href={companyProfile.phone.href}>
            {t('contact.cta.callNow')}
          </a>
        </div>
      </div>
    </section>
  );
}
