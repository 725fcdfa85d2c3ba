import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/** mfe_contact: route /contact. Exposes only its single-spa lifecycles. */
export const federationConfig = remoteFederationConfig('mfe_contact');
