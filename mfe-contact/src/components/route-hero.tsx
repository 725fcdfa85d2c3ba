import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageHero } from '@azmar/kit/ui/page-hero.tsx';
import { CONTACT_NAMESPACE } from '../i18n/register-contact-texts';

/** The contact page's hero, from the `contact` namespace. */
export function RouteHero() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  return <PageHero title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')} />;
}
