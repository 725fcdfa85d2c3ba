import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';
import { HeroThemes } from './hero-themes';
import { HeroVideo } from './hero-video';
import './home-hero.css';

/** Home's full-screen hero: background video over its poster, title, subtitle, partnership line, themes, actions. */
export function HomeHero() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <section data-testid="hero" className="home-hero" aria-labelledby="home-hero-title">
      <HeroVideo />
      <div className="home-hero__shade" aria-hidden="true" />
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="home-hero__subtitle">{t('home.hero.subtitle')}</p>
        <p className="home-hero__partnership" data-testid="hero-partnership">
          {t('home.hero.partnership', { partner: localize(companyProfile.partner.name, language) })}
        </p>
        <HeroThemes />
        <div className="home-actions">
          <PageLink to="/about" variant="accent" purpose={t('home.aboutLinkPurpose')}>
            {t('common:actions.learnMore')}
          </PageLink>
          <PageLink to="/contact" params={contactParams('home')} variant="light">
            {t('common:actions.contactUs')}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
