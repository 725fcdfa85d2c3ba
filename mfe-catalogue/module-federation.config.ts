import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/**
 * mfe-catalogue: routes /services, /projects and /products. Exposes its single-spa lifecycles and the
 * sections home shows (named exports of `./home-sections`, loaded through the kit's loadRemoteModule (mfe-home's catalogue-section.tsx)): one
 * module, so `/` downloads the grid they share once (three modules measured 3.6 KB gzip more).
 */
export const federationConfig = remoteFederationConfig('mfe-catalogue', {
  './home-sections': './src/home-sections.tsx',
});
