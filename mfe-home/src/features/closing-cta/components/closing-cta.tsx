import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { CallToAction } from '@azmar/kit/ui/call-to-action.tsx';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';

/** Home's closing call to action: Contact Us and Get Quote, both to the contact page. */
export function ClosingCta() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const params = contactParams('home');
  return (
    <CallToAction
      id="home-cta-title"
      title={t('home.cta.title')}
      text={t('home.cta.text')}
      data-home-section="cta"
      actions={[
        { label: t('common:actions.contactUs'), to: '/contact', params },
        { label: t('common:actions.getQuote'), to: '/contact', params },
      ]}
    />
  );
}
