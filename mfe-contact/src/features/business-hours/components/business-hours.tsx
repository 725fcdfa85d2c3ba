import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { ContactIcon } from '../../../components/contact-icon';
import { CONTACT_NAMESPACE } from '../../../i18n/contact-texts';
import './business-hours.css';

/** Business Hours, from the company profile: Sunday to Thursday 8:00 AM to 6:00 PM, Friday and Saturday closed. */
export function BusinessHours() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <section className="business-hours" aria-labelledby="business-hours-title" data-testid="business-hours">
      <h2 id="business-hours-title" className="business-hours__title">
        <ContactIcon name="clock" />
        {t('contact.hours.title')}
      </h2>
      <dl className="business-hours__list">
        {companyProfile.businessHours.map((row) => (
          <div key={row.days.en} className={`business-hours__row${row.closed ? ' business-hours__row--closed' : ''}`}>
            <dt>{localize(row.days, language)}</dt>
            <dd>{localize(row.hours, language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
