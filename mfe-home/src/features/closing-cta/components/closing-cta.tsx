import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { HOME_NAMESPACE } from '../../../i18n/register-home-texts';
import '../../../components/home-section.css';
import './closing-cta.css';

/** Home's closing call to action: Contact Us and Get Quote, both to the contact page. */
export function ClosingCta() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <section className="home-section home-cta" data-home-section="cta" aria-labelledby="home-cta-title">
      <div className="home-section__inner">
        <h2 id="home-cta-title" className="home-cta__title">
          {t('home.cta.title')}
        </h2>
        <p className="home-cta__text">{t('home.cta.text')}</p>
        <div className="home-actions home-actions--center">
          <PageLink to="/contact" params={contactParams('home')} variant="accent">
            {t('common:actions.contactUs')}
          </PageLink>
          <PageLink to="/contact" params={contactParams('home')} variant="light">
            {t('common:actions.getQuote')}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
