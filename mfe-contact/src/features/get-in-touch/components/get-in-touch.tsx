import type { ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { ContactIcon, type ContactIconName } from '../../../components/contact-icon';
import { NewTabLink } from '../../../components/new-tab-link';
import { CONTACT_NAMESPACE } from '../../../i18n/contact-texts';
import './get-in-touch.css';

function TouchCard({ icon, title, children }: { icon: ContactIconName; title: string; children: ReactNode }) {
  return (
    <li className="touch-card">
      <span className="touch-card__icon">
        <ContactIcon name={icon} />
      </span>
      <div className="touch-card__body">
        <h3 className="touch-card__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** 'Get in Touch': address, phone (Call Now), email (Send Email) and WhatsApp, all from the company profile. */
export function GetInTouch() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { phone, email, whatsapp, address } = companyProfile;
  return (
    <section className="get-in-touch" aria-labelledby="get-in-touch-title" data-testid="get-in-touch">
      <SectionHeading id="get-in-touch-title" title={t('contact.touch.title')} subtitle={t('contact.touch.intro')} align="start" />
      <ul className="get-in-touch__cards">
        <TouchCard icon="pin" title={t('contact.touch.address')}>
          <address className="touch-card__value">{localize(address, language)}</address>
        </TouchCard>
        <TouchCard icon="phone" title={t('contact.touch.phone')}>
          <p className="touch-card__value" dir="ltr">
            {phone.display}
          </p>
          <a className="touch-card__link" href={phone.href}>
            {t('contact.touch.callNow')}
          </a>
        </TouchCard>
        <TouchCard icon="mail" title={t('contact.touch.email')}>
          <p className="touch-card__value" dir="ltr">
            {email.display}
          </p>
          <a className="touch-card__link" href={email.href}>
            {t('contact.touch.sendEmail')}
          </a>
        </TouchCard>
        <TouchCard icon="chat" title={t('contact.touch.whatsapp')}>
          <p className="touch-card__value">{t('contact.touch.whatsappText')}</p>
          <NewTabLink className="touch-card__link" href={whatsapp.href}>
            {t('contact.touch.chatNow')}
          </NewTabLink>
        </TouchCard>
      </ul>
    </section>
  );
}
