import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to `target` once it is shown, when focus was lost: the control a keyboard user pressed (a message's
 * link, Sign in, Back) is gone with the view it was in, and focus would otherwise fall to the top of the page.
 * Focus the user put somewhere else is left alone.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus();
  }, [target, shown]);
}
