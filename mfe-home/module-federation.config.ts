import { antdSharingFromEnv, sharedDependencies } from '@azmar/kit/federation/shared-dependencies';

/** mfe_home: routes / and /about. Exposes only its single-spa lifecycles. */
export const federationConfig = {
  name: 'mfe_home',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app.tsx' },
  shared: sharedDependencies(antdSharingFromEnv(process.env.AZMAR_ANTD_SHARING)),
  // The shell locates remotes by remoteEntry.js; a manifest would be an unused extra file.
  manifest: false,
};
