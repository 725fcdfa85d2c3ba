import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/** mfe-home: routes / and /about. Exposes only its single-spa lifecycles. */
export const federationConfig = remoteFederationConfig('mfe-home');
