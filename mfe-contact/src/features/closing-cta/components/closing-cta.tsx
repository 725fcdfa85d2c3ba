import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { CONTACT_NAMESPACE } from '../../../i18n/register-contact-texts';
import './closing-cta.css';

/** 'Ready to Get Started?': Get Quote takes the visitor to the form's first field; Call Now dials. */
export function ClosingCta({ firstFieldId }: { firstFieldId: string }) {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const goToForm = () => {
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
          <button type="button" className="contact-button contact-button--accent" onClick={goToForm}>
            {t('common:actions.getQuote')}
          </button>
          <a className="contact-button contact-button--outline" href={companyProfile.phone.href}>
            {t('contact.cta.callNow')}
          </a>
        </div>
      </div>
    </section>
  );
}
