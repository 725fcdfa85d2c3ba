import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import './detail-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

interface DetailDialogProps {
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** Names the kind for tests (`data-modal`). */
  kind: 'service' | 'project';
}

/**
 * A modal on the native `<dialog>` (showModal): the page behind is inert and Escape closes it. Tab is kept
 * inside (the browser would let it leave for its own toolbar). At most 896 px wide and 90vh high, scrolling inside.
 * Imported only by the lazily loaded modals.
 */
export function DetailDialog({ labelledBy, onClose, children, kind }: DetailDialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // Closed by the browser (Escape): tell the owner, which takes the item out of the URL.
    const handleClose = () => onCloseRef.current();
    element.addEventListener('close', handleClose);
    return () => {
      element.removeEventListener('close', handleClose);
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

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
        <button type="button" className="detail-dialog__close" onClick={onClose} aria-label={t('actions.close')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
        <div className="detail-dialog__footer">
          <button type="button" className="catalogue-button" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
