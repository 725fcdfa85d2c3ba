import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import logoUrl from '@azmar/kit/assets/logo.svg';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { usePageHref } from '@azmar/kit/routing/page-href';
import { QUICK_LINKS } from '../../routing/routes';
import { SocialIcon } from './social-icon';

/** docs/product.md §3: description, social icons, quick links, contact info, copyright. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const pageHref = usePageHref();
  const profile = companyProfile;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about">
          <div className="site-footer__brand">
            <img src={logoUrl} alt="" width={44} height={44} />
            <span>{t('company.name')}</span>
          </div>
          <p className="site-footer__description">{t('footer.description')}</p>
          <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
          <ul className="site-footer__social">
            {profile.social.map((social) => (
              <li key={social.network}>
                <a href={social.href} aria-label={localize(social.label, language)} className="social-link">
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {QUICK_LINKS.map((route) => (
              <li key={route.id}>
                <a href={pageHref(route.path)} onClick={handleLinkClick}>
                  {t(route.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact">
          <h2 className="site-footer__heading">{t('footer.contactInfo')}</h2>
          <dl>
            <div>
              <dt>{t('footer.address')}</dt>
              <dd>
                <address>{localize(profile.address, language)}</address>
              </dd>
            </div>
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a href={profile.phone.href} dir="ltr">
                  {profile.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={profile.email.href} dir="ltr">
                  {profile.email.display}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: formatNumber(new Date().getFullYear(), language, { useGrouping: false }) })}</p>
    </footer>
  );
}
