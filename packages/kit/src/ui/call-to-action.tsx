import type { MouseEvent } from 'react';
import { buttonClass } from '@azmar/kit/ui/button';
import { PageLink } from '@azmar/kit/ui/page-link.tsx';
import '@azmar/kit/ui/call-to-action.css';

/** A button of the band: another page of the site (`to`, as `PageLink`), or any other address (`href`). */
type CallToActionButton = { label: string } & (
  { to: string; params?: Record<string, string> } | { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }
);

type CallToActionProps = {
  /** The title's id, which the band names with `aria-labelledby`. */
  id: string;
  title: string;
  text: string;
  /** In the order shown: the first is the page's main action. */
  actions: readonly CallToActionButton[];
} & {
  /** The remote's own marks (`data-part`, `data-testid`, …), which its tests find the band by. */
  [mark: `data-${string}`]: string;
};

/** The dark band that closes a page: a title, a line of text and the page's buttons, centred. */
export function CallToAction({ id, title, text, actions, ...marks }: CallToActionProps) {
  return (
    <section className="kit-cta" aria-labelledby={id} {...marks}>
      <div className="kit-cta__inner">
        <h2 id={id} className="kit-cta__title">
          {title}
        </h2>
        <p className="kit-cta__text">{text}</p>
        <div className="kit-cta__actions">
          {actions.map((action, index) => {
            // On the dark band the main action is the accent, the others outlined in white.
            const variant = index === 0 ? 'accent' : 'light';
            return 'to' in action ? (
              <PageLink key={action.label} to={action.to} params={action.params} variant={variant}>
                {action.label}
              </PageLink>
            ) : (
              <a key={action.label} className={buttonClass(variant)} href={action.href} onClick={action.onClick}>
                {action.label}
              </a>
            );
          })}
        </div>
      </div>
    </section>
  );
}
