import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/register-catalogue-page-texts';

/** The closing call to action: Contact Us and Get Quote, both to the contact page, which is told they came from here. */
export function ProjectsCallToAction() {
  const { t } = useTranslation([CATALOGUE_PAGES_NAMESPACE, 'common']);
  return (
    <section className="catalogue-cta" data-part="cta" aria-labelledby="projects-cta-title">
      <h2 id="projects-cta-title">{t('projects.cta.title')}</h2>
      <p>{t('projects.cta.text')}</p>
      <div className="catalogue-cta__actions">
        <PageLink to="/contact" params={contactParams('projects')} variant="ghost" small>
          {t('common:actions.contactUs')}
        </PageLink>
        <PageLink to="/contact" params={contactParams('projects')} small>
          {t('common:actions.getQuote')}
        </PageLink>
      </div>
    </section>
  );
}
