import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/** mfe-contact: route /contact. Exposes only its single-spa lifecycles. */
export const federationConfig = remoteFederationConfig('mfe-contact');
