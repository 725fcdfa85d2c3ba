import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/catalogue-namespaces';

/** docs/product.md §7: 2 major projects, active since 2022. */
const MAJOR_PROJECTS = 2;
const ACTIVE_SINCE = 2022;

export function StrategicPartnerships() {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <section className="catalogue-page-section" data-part="partnerships" aria-labelledby="strategic-partnerships-title">
      <SectionHeading id="strategic-partnerships-title" title={t('projects.partnerships.title')} subtitle={t('projects.partnerships.text')} />
      <div className="catalogue-badge-row">
        <span className="catalogue-badge catalogue-badge--partner" data-badge="major-projects">
          {t('projects.partnerships.majorProjects', { count: formatNumber(MAJOR_PROJECTS, language) })}
        </span>
        <span className="catalogue-badge catalogue-badge--blue" data-badge="active-since">
          {t('projects.partnerships.activeSince', { year: formatNumber(ACTIVE_SINCE, language, { useGrouping: false }) })}
        </span>
      </div>
      <p className="catalogue-page-section__text">
        <PageLink to="/contact" params={contactParams('projects')} small>
          {t('projects.partnerships.inquiry')}
        </PageLink>
      </p>
    </section>
  );
}
