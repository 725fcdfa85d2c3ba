import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { dismissToast, type ToastRecord } from '@azmar/kit/toast/toast-store';
import { useToastSwipe } from '@azmar/kit/toast/toast-swipe';
import '@azmar/kit/toast/toast-card.css';

/**
 * One toast: title, text and a close button. It closes itself after its duration, which pauses while the
 * pointer is over it or focus is inside it (the visitor is reading it), and it is dismissed by a swipe
 * to the right. Loaded with the first toast of the page (see toast-viewport.tsx).
 */
export function ToastCard({ toast }: { toast: ToastRecord }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const dismiss = () => dismissToast(toast.id);
  const { offset, swiping, handlers } = useToastSwipe(dismiss);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || swiping || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, swiping, toast.id]);

  return (
    <li
      className={`kit-toast kit-toast--${toast.variant}`}
      data-testid="toast"
      data-variant={toast.variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...handlers}
    >
      <div className="kit-toast__body">
        {toast.title && <p className="kit-toast__title">{toast.title}</p>}
        {toast.description && <p className="kit-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="kit-toast__close" aria-label={t('actions.close')} onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
