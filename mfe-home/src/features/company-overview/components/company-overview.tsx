import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { StatsRow } from '../../../components/stats-row';
import { ABOUT_NAMESPACE } from '../../../i18n/register-about-texts';
import { OVERVIEW_STATS } from '../../../lib/company-stats';
import './company-overview.css';

/** Company overview: established 2004, four sectors, and the company's figures. */
export function CompanyOverview() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <section className="home-section" data-about-section="overview" aria-labelledby="about-overview-title">
      <div className="home-section__inner">
        <SectionHeading id="about-overview-title" title={t('overview.title')} />
        <p className="about-lead">
          {t('overview.text', {
            year: formatNumber(companyProfile.established, language, { useGrouping: false }),
            sectors: formatNumber(4, language),
          })}
        </p>
        <StatsRow stats={OVERVIEW_STATS} name="overview" />
      </div>
    </section>
  );
}
