import { sharedDependencies } from '@azmar/kit/federation/shared-dependencies';

/**
 * The host. No remotes at build time: their locations come from /remotes.json at run time
 * (see src/remotes/remote-locations.ts), so a remote is redeployed or moved without rebuilding this.
 */
export const federationConfig = {
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(),
  manifest: false,
};
