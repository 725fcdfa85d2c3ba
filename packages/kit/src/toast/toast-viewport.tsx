import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useToastStore } from '@azmar/kit/toast/toast-store';
import '@azmar/kit/toast/toast-viewport.css';

/** The key that moves focus to the notifications region (docs/product.md §13). */
const TOAST_HOTKEY = 'F8';

// The toast itself (timer, swipe, close button, styles) is downloaded with the first toast: every page
// carries only this region, which must exist from the start for F8 and for screen readers to hear it.
const ToastCard = lazy(() => import('@azmar/kit/toast/toast-card.tsx').then((module) => ({ default: module.ToastCard })));

/**
 * Hand-written rather than @radix-ui/react-toast (whose defaults are those of docs/product.md §13: F8, 'Notification', swipe
 * right past 50 px): Radix's provider and viewport would be on every first load, +11,625 bytes gzip of JS on
 * `/` (188,739 -> 200,364), for 58 fewer lines of our own. Figures and how to measure: kit README.
 *
 * The one notifications region of the page, rendered once by the shell. It is a polite live region
 * labelled 'Notification', reached with F8, and shows the open toasts of the kit's toast store.
 */
export function ToastViewport() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLElement>(null);
  const toasts = useToastStore((state) => state.toasts);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((toast) => toast.open);
  return (
    <section ref={regionRef} className="kit-toast-viewport" aria-label={t('toast.regionLabel')} tabIndex={-1} data-testid="toast-region">
      <ol className="kit-toast-viewport__list" aria-live="polite" aria-relevant="additions text">
        {open.length > 0 && (
          <Suspense fallback={null}>
            {open.map((toast) => (
              <ToastCard key={toast.id} toast={toast} />
            ))}
          </Suspense>
        )}
      </ol>
    </section>
  );
}
