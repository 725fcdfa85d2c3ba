import type { ReactNode } from 'react';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import './page-link.css';

/**
 * A call-to-action that goes to another page of the site: a real link (it works without JavaScript and
 * opens in a new tab on request), followed on the client with no reload when it can be.
 */
export function PageLink({ href, variant = 'primary', children }: { href: string; variant?: 'primary' | 'accent' | 'light'; children: ReactNode }) {
  return (
    <a className={`home-link-button home-link-button--${variant}`} href={href} onClick={(event) => handleLinkClick(event)}>
      {children}
    </a>
  );
}
