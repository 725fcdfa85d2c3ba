// jsdom has no `matchMedia`; antd's grid and responsive Descriptions ask it for the screen's width. A narrow screen
// that matches no breakpoint, as a phone would.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
