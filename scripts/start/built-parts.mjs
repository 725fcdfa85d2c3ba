// What `npm start` serves must have been built: the gateway (the shell's dist-server/) imports the contract's dist/,
// and serves every app's dist/. Checked before anything is imported, so an unbuilt tree gets one sentence
// saying what to run instead of an ERR_MODULE_NOT_FOUND stack trace.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The files whose absence means a workspace was never built (or its build was removed). */
const BUILT_PARTS = [
  { workspace: 'packages/contract', file: 'packages/contract/dist/routes/route-manifest.js' },
  { workspace: 'shell', file: 'shell/dist/index.html' },
  { workspace: 'shell', file: 'shell/dist-server/render/render.cjs' },
  { workspace: 'shell', file: 'shell/dist-server/gateway/gateway.js' },
  { workspace: 'mfe-home', file: 'mfe-home/dist/remoteEntry.js' },
  { workspace: 'mfe-catalogue', file: 'mfe-catalogue/dist/remoteEntry.js' },
  { workspace: 'mfe-contact', file: 'mfe-contact/dist/remoteEntry.js' },
  { workspace: 'api', file: 'api/dist/main.js' },
];

/**
 * @param {string} rootDir
 * @returns {string[]} the workspaces with a missing build, each named once, in build order
 */
export function unbuiltWorkspaces(rootDir) {
  const missing = BUILT_PARTS.filter(({ file }) => !existsSync(path.join(rootDir, file))).map(({ workspace }) => workspace);
  return [...new Set(missing)];
}

/** @param {string[]} workspaces */
export function unbuiltMessage(workspaces) {
  return [
    `[gateway] not built yet: ${workspaces.join(', ')}.`,
    '[gateway] Run `npm start` (it builds first), or `npm run build` and then `node scripts/start.mjs --no-build`.',
  ].join('\n');
}
