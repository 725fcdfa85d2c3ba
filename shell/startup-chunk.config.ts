/**
 * The shell's code that runs before a page is hydrated, in one file instead of twenty.
 *
 * Every shared module (React, i18next, single-spa, each kit state module, …) is its own lazily loaded chunk by
 * default, and the bootstrap waits for all of them. Over HTTP/1.1 a browser opens six connections to a host, so on
 * a phone's network twenty small files took four round trips (2.7 → 5.2 s on `/?lang=ku`, Lighthouse's mobile
 * network in DevTools, e2e/bench/hydration.mjs). One file is one round trip, and the page can ask for it early.
 * Only what the bootstrap needs goes in: antd, the toast card and the Kurdish antd locale stay apart, loaded on use.
 * A startup module this list misses still works, in a file of its own, one round trip later on a phone:
 * e2e/tests/hydration.spec.ts fails on any script the hydration fetches that the page did not list.
 */
const STARTUP_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|single-spa|zustand|@tanstack[\\/](query-core|react-query)|use-sync-external-store|html-parse-stringify|void-elements)[\\/]`,
    String.raw`node_modules[\\/](@fontsource|@module-federation)[\\/]`,
    // Not the texts of one language (`common.ku.ts`): each is a file of its own, loaded in its language only (kit i18n/app-texts).
    String.raw`packages[\\/]kit[\\/]src[\\/](language|i18n|api|federation|render|store|routing|profile|fonts)[\\/](?![^\\/]*\.(en|ku)\.ts$)`,
    String.raw`packages[\\/]kit[\\/]src[\\/](toast[\\/](toast-store|toast-viewport)|remote[\\/]remote-error(-alert)?|ui[\\/](not-found-page|button)|theme[\\/](kit-provider|base|theme|antd-locale-loader|antd-provider-registry|visually-hidden))\.`,
    String.raw`packages[\\/]kit[\\/]assets[\\/]`,
    String.raw`packages[\\/]contract[\\/]src[\\/]`,
    String.raw`shell[\\/]src[\\/]`,
  ].join('|'),
);

/** The file is `startup.<hash>.js` (and `.css`): the server rendering finds it by that name to ask for it early. */
const STARTUP_CHUNK_NAME = 'startup';

export const startupChunkSplitting = {
  chunks: 'async' as const,
  cacheGroups: {
    startup: { name: STARTUP_CHUNK_NAME, test: STARTUP_MODULES, chunks: 'async' as const, enforce: true, priority: 100 },
  },
};
