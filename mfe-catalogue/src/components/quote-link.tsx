import { contactParams, sourcePageOf, type ContactAbout, type ContactSourcePage } from '@azmar/contract/content/contact-context';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';

/** The list page of each kind: where its dialog or card is unless it is shown on another page (home). */
const LIST_PAGE: Record<ContactAbout['kind'], ContactSourcePage> = { service: 'services', project: 'projects', product: 'products' };

/**
 * "Get Quote" for one service, project or product: the contact form, told which page the visitor is on and which
 * item they ask about (it shows "About: …" and the staff's email names both).
 */
export function QuoteLink({ about }: { about: ContactAbout }) {
  const { t } = useTranslation('common');
  const page = sourcePageOf(useLocationPath()) ?? LIST_PAGE[about.kind];
  return (
    <PageLink to="/contact" params={contactParams(page, about)} small part="quote">
      {t('common:actions.getQuote')}
    </PageLink>
  );
}
