import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { buttonClass } from '@azmar/kit/ui/button';

type ViewDetailsLinkProps = {
  /** The card title's id: the link's description, so "View Details" says of what. */
  titleId: string;
  /** `data-opens`, e.g. `project-4`: what the modal will show. */
  opens: string;
  /** The page's URL with the item's modal open (`?project=4`): what the server renders the link to. */
  href: string;
  /** Gets the link, for the modal to give focus back to it when it closes. */
  onOpen: (link: HTMLAnchorElement) => void;
};

/**
 * A card's View Details: a link to the page with the item's modal open, which the server renders, so it works
 * before and without the page's code; once the code runs, a plain click opens the modal in place.
 */
export function ViewDetailsLink({ titleId, opens, href, onOpen }: ViewDetailsLinkProps) {
  const { t } = useTranslation('common');
  return (
    <div className="catalogue-card__actions">
      <a
        href={href}
        className={buttonClass('primary', true)}
        aria-describedby={titleId}
        data-opens={opens}
        onClick={(event) => {
          if (!isClickForThisPage(event)) return;
          event.preventDefault();
          onOpen(event.currentTarget);
        }}
      >
        {t('actions.viewDetails')}
      </a>
    </div>
  );
}
