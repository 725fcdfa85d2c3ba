import { recordReactRenderersForRefresh } from '@azmar/kit/dev/refresh-renderers';
import { afterFirstPaint } from './first-paint';
import { fetchHydrationScripts } from './hydration-scripts';

if (process.env.NODE_ENV !== 'production') recordReactRenderersForRefresh();

// The async boundary lets the federation runtime negotiate shared modules before any app code runs. It starts after
// the first paint, so the server's HTML shows before the app's code is fetched (first-paint.ts); every script the
// hydration needs is asked for then, at once (hydration-scripts.ts).
afterFirstPaint(() => {
  fetchHydrationScripts();
  void import('./bootstrap');
});
