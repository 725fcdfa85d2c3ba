import { useEffect, useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { BrandLink } from '../brand-link';
import { CloseIcon, DrawerNav } from './drawer-parts';

/** A modal panel keeps Tab and Shift+Tab cycling through its own links and buttons. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The small-screen menu: a panel from the inline end (right in English, left in Kurdish), 300px wide,
 * 400px from the small breakpoint up. Choosing a link, the close button, the backdrop or Escape closes it.
 */
export function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('drawer-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('drawer-open');
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="drawer-layer">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} id="nav-drawer" className="drawer" data-testid="nav-drawer" role="dialog" aria-modal="true" aria-label={t('nav.mainLabel')}>
        <div className="drawer__head">
          <BrandLink onNavigate={onClose} />
          <button ref={closeButton} type="button" className="drawer__close" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <DrawerNav onNavigate={onClose} />
      </div>
    </div>
  );
}
