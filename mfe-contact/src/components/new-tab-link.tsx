import type { ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { CONTACT_NAMESPACE } from '../i18n/contact-texts';
import '@azmar/kit/theme/visually-hidden.css';

/** A link to another site, opened in a new tab without giving that page a handle on this one. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="azmar-visually-hidden"> {t('contact.touch.newTab')}</span>
    </a>
  );
}
