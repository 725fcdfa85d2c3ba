import { contactParams } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { CallToAction } from '@azmar/kit/ui/call-to-action.tsx';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/catalogue-namespaces';

/** The closing call to action: Contact Us and Get Quote, both to the contact page, which is told they came from here. */
export function ProjectsCallToAction() {
  const { t } = useTranslation([CATALOGUE_PAGES_NAMESPACE, 'common']);
  const params = contactParams('projects');
  return (
    <CallToAction
      id="projects-cta-title"
      title={t('projects.cta.title')}
      text={t('projects.cta.text')}
      data-part="cta"
      actions={[
        { label: t('common:actions.contactUs'), to: '/contact', params },
        { label: t('common:actions.getQuote'), to: '/contact', params },
      ]}
    />
  );
}
