import { remoteFederationConfig } from '@azmar/kit/federation/remote-federation-config';

/** mfe_catalogue: routes /services, /projects and /products. Exposes only its single-spa lifecycles. */
export const federationConfig = remoteFederationConfig('mfe_catalogue');
