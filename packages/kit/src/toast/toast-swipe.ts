import { useRef, useState, type PointerEvent } from 'react';

/** How far (px) a toast must be dragged to the right before letting go dismisses it (docs/product.md §13). */
const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Swipe to the right to dismiss: the toast follows the pointer rightwards (never leftwards), and is
 * dismissed when released past the threshold; otherwise it springs back. Right in both directions of
 * text, as docs/product.md §13 says "to the right".
 */
export function useToastSwipe(onDismiss: () => void) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // A press on the close button is a click, not the start of a swipe.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };

  return { offset, swiping: offset > 0, handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel } };
}
