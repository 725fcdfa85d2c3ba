import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { buttonClass } from '@azmar/kit/ui/button';
import './detail-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

interface DetailDialogProps {
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** The page's URL without the modal: the close controls are links to it, so they work before the page's code. */
  closeHref: string;
  children: ReactNode;
  /** Names the kind for tests (`data-modal`). */
  kind: 'service' | 'project';
}

/**
 * A modal on the native `<dialog>` (showModal): the page behind is inert and Escape closes it. Tab is kept
 * inside (the browser would let it leave for its own toolbar). At most 896 px wide and 90vh high, scrolling inside.
 * The server renders it already open (a View Details link followed before or without the page's code), as a plain
 * open dialog drawn over the page (detail-dialog.css); the page's code makes it modal. Imported only by the lazily
 * loaded modals.
 */
export function DetailDialog({ labelledBy, onClose, closeHref, children, kind }: DetailDialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function' && !element.matches(':modal')) {
      // Open as the server drew it, but not modal: taking the attribute away fires no close event.
      element.removeAttribute('open');
      element.showModal();
    }
    // Closed by the browser (Escape): tell the owner, which takes the item out of the URL.
    const handleClose = () => onCloseRef.current();
    element.addEventListener('close', handleClose);
    return () => {
      element.removeEventListener('close', handleClose);
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  const closeLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    onClose();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      open
      className="detail-dialog"
      aria-labelledby={labelledBy}
      data-modal={kind}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself, outside its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="detail-dialog__content">
        <a href={closeHref} className="detail-dialog__close" onClick={closeLink} aria-label={t('actions.close')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </a>
        {children}
        <div className="detail-dialog__footer">
          <a href={closeHref} className={buttonClass('primary', true)} onClick={closeLink}>
            {t('actions.close')}
          </a>
        </div>
      </div>
    </dialog>
  );
}
