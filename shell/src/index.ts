import { recordReactRenderersForRefresh } from '@azmar/kit/dev/refresh-renderers';
import { afterFirstPaint } from './first-paint';
import { fetchTakeoverScripts } from './takeover-scripts';

if (process.env.NODE_ENV !== 'production') recordReactRenderersForRefresh();

// The async boundary lets the federation runtime negotiate shared modules before any app code runs. It starts after
// the first paint, so the server's HTML shows before the app's code is fetched (first-paint.ts); every script the
// takeover needs is asked for then, at once (takeover-scripts.ts).
afterFirstPaint(() => {
  fetchTakeoverScripts();
  void import('./bootstrap');
});
