import { antdSharingFromEnv, sharedDependencies } from '@azmar/kit/federation/shared-dependencies';

/** mfe_contact: route /contact. Exposes only its single-spa lifecycles. */
export const federationConfig = {
  name: 'mfe_contact',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app.tsx' },
  shared: sharedDependencies(antdSharingFromEnv(process.env.AZMAR_ANTD_SHARING)),
  // The shell locates remotes by remoteEntry.js; a manifest would be an unused extra file.
  manifest: false,
};
