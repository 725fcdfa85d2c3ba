import type { MouseEvent } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { CallToAction } from '@azmar/kit/ui/call-to-action.tsx';
import { CONTACT_NAMESPACE } from '../../../i18n/contact-texts';

/**
 * 'Ready to Get Started?': Get Quote takes the visitor to the form's first field (a link to it, so before or without
 * the page's code the browser scrolls there; with the code the field also gets the focus); Call Now dials.
 */
export function ClosingCta({ firstFieldId }: { firstFieldId: string }) {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const goToForm = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    const field = document.getElementById(firstFieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
  return (
    <CallToAction
      id="closing-cta-title"
      title={t('contact.cta.title')}
      text={t('contact.cta.text')}
      data-testid="closing-cta"
      actions={[
        { label: t('common:actions.getQuote'), href: `#${firstFieldId}`, onClick: goToForm },
        { label: t('contact.cta.callNow'), href: companyProfile.phone.href },
      ]}
    />
  );
}
