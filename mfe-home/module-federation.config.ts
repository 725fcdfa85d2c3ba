import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/** mfe_home: routes / and /about. Exposes only its single-spa lifecycles. */
export const federationConfig = remoteFederationConfig('mfe_home');
