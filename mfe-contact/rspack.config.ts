import { createAppConfig } from '@azmar/kit/build/rspack-app-config';
import { remoteServerExposes, withServerBuild } from '@azmar/kit/build/rspack-server-config';
import { federationConfig } from './module-federation.config';

export default (env: Record<string, unknown>) =>
  withServerBuild(
    env,
    createAppConfig({
      root: import.meta.dirname,
      port: 3003,
      kind: 'remote',
      federation: federationConfig,
      env,
      title: 'mfe-contact (standalone)',
    }),
    { root: import.meta.dirname, name: federationConfig.name, kind: 'remote', exposes: remoteServerExposes(federationConfig.exposes) },
  );
