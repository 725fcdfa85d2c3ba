import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';
import '../../../components/home-section.css';
import './about-highlight-section.css';

/** Home's About section: who the company is, its partnership highlighted, and a way to the About page. */
export function AboutHighlightSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const partner = localize(companyProfile.partner.name, language);
  return (
    <section className="home-section" data-home-section="about" aria-labelledby="home-about-title">
      <div className="home-section__inner home-about">
        <div>
          <SectionHeading id="home-about-title" title={t('home.about.title')} />
          <p className="home-about__text">
            {t('home.about.text', {
              year: formatNumber(companyProfile.established, language, { useGrouping: false }),
              sectors: formatNumber(4, language),
            })}
          </p>
          <PageLink to="/about" purpose={t('home.aboutLinkPurpose')}>
            {t('common:actions.viewDetails')}
          </PageLink>
        </div>
        <aside className="home-about__partnership" data-testid="partnership-highlight">
          <h3 className="home-card__title">{t('home.about.partnershipTitle')}</h3>
          <p className="home-about__partner">{partner}</p>
          <p className="home-card__text">{t('home.about.partnershipText', { partner })}</p>
        </aside>
      </div>
    </section>
  );
}
