import { act } from '@testing-library/react';

/** Moves the (jsdom) location as single-spa would, with the event the layout listens to. */
export function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
