import { createAppConfig } from '@azmar/kit/build/rspack-app-config';
import { remoteServerExposes, withServerBuild } from '@azmar/kit/build/rspack-server-config';
import { federationConfig } from './module-federation.config';

export default (env: Record<string, unknown>) =>
  withServerBuild(
    env,
    createAppConfig({
      root: import.meta.dirname,
      port: 3001,
      kind: 'remote',
      federation: federationConfig,
      env,
      title: 'mfe-home (standalone)',
    }),
    { root: import.meta.dirname, name: federationConfig.name, kind: 'remote', exposes: remoteServerExposes(federationConfig.exposes) },
  );
