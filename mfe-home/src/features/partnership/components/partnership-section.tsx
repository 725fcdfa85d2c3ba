import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { ABOUT_NAMESPACE } from '../../../i18n/register-about-texts';
import './partnership-section.css';

const PARTNERSHIP_BENEFITS = ['alliance', 'largeScale', 'credibility'] as const;

/** The development partner group, named, with three benefit cards. */
export function PartnershipSection() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const partner = localize(
    companyProfile.partner.name,
    useLanguageStore((state) => state.language),
  );
  return (
    <section className="home-section home-section--tinted" data-about-section="partnership" aria-labelledby="about-partnership-title">
      <div className="home-section__inner">
        <SectionHeading id="about-partnership-title" title={t('partnership.title')} subtitle={t('partnership.text', { partner })} />
        <p className="about-partner-name" data-testid="partner-name">
          {partner}
        </p>
        <ul className="home-grid home-grid--3">
          {PARTNERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit} className="home-card about-benefit" data-benefit={benefit}>
              <h3 className="home-card__title">{t(`partnership.benefits.${benefit}.title`)}</h3>
              <p className="home-card__text">{t(`partnership.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="home-actions home-actions--center about-partnership__actions">
          <PageLink to="/contact" params={contactParams('about')}>
            {t('common:actions.contactUs')}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
