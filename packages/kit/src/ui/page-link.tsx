import type { ReactNode } from 'react';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { usePageHref } from '@azmar/kit/routing/page-href';
import { buttonClass, type ButtonVariant } from '@azmar/kit/ui/button';
import '@azmar/kit/theme/visually-hidden.css';

type PageLinkProps = {
  /** The page's path: the link names the page's language, then `params`. */
  to: string;
  params?: Record<string, string>;
  variant?: ButtonVariant;
  small?: boolean;
  children: ReactNode;
  /**
   * Words that complete a generic label ("Learn More" -> "Learn More about Azmar Group") for screen readers and
   * search engines, which read a link out of context; the visible label stays the one of docs/product.md §4.
   */
  purpose?: string;
  /** `data-part`, which the tests find the link by. */
  part?: string;
};

/**
 * A button-styled link to another page of the site: a real link (it works without JavaScript and opens in a new
 * tab on request), followed on the client with no reload when it can be.
 */
export function PageLink({ to, params, variant = 'primary', small = false, children, purpose, part }: PageLinkProps) {
  const pageHref = usePageHref();
  return (
    <a className={buttonClass(variant, small)} href={pageHref(to, params)} onClick={(event) => handleLinkClick(event)} data-part={part}>
      {children}
      {purpose && (
        <>
          {' '}
          <span className="azmar-visually-hidden">{purpose}</span>
        </>
      )}
    </a>
  );
}
