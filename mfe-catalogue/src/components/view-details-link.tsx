import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';

type ViewDetailsButtonProps = {
  /** The card title's id: the button's description, so "View Details" says of what. */
  titleId: string;
  /** `data-opens`, e.g. `project-4`: what the modal will show. */
  opens: string;
  /** Gets the button, for the modal to give focus back to it when it closes. */
  onOpen: (button: HTMLButtonElement) => void;
};

/** A card's View Details button, which opens its modal. */
export function ViewDetailsButton({ titleId, opens, onOpen }: ViewDetailsButtonProps) {
  const { t } = useTranslation('common');
  return (
    <div className="catalogue-card__actions">
      <button type="button" className="catalogue-button" aria-describedby={titleId} data-opens={opens} onClick={(event) => onOpen(event.currentTarget)}>
        {t('actions.viewDetails')}
      </button>
    </div>
  );
}
