// Shared by the Playwright configs (TypeScript) and the benches (plain Node), hence JavaScript.
// Debian's Chromium, never a browser downloaded by Playwright.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
