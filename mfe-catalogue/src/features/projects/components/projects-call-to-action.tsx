import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { usePageHref } from '@azmar/kit/routing/page-href';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/register-catalogue-page-texts';

/** The closing call to action: Contact Us and Get Quote, both to the contact page, which is told they came from here. */
export function ProjectsCallToAction() {
  const { t } = useTranslation([CATALOGUE_PAGES_NAMESPACE, 'common']);
  const pageHref = usePageHref();
  return (
    <section className="catalogue-cta" data-part="cta" aria-labelledby="projects-cta-title">
      <h2 id="projects-cta-title">{t('projects.cta.title')}</h2>
      <p>{t('projects.cta.text')}</p>
      <div className="catalogue-cta__actions">
        <a
          className="catalogue-button catalogue-button--ghost"
          href={pageHref('/contact', contactParams('projects'))}
          onClick={(event) => handleLinkClick(event)}
        >
          {t('common:actions.contactUs')}
        </a>
        <a className="catalogue-button" href={pageHref('/contact', contactParams('projects'))} onClick={(event) => handleLinkClick(event)}>
          {t('common:actions.getQuote')}
        </a>
      </div>
    </section>
  );
}
