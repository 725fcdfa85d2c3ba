import { createAppConfig } from '@azmar/kit/build/rspack-app-config';
import { federationConfig } from './module-federation.config';

export default (env: Record<string, unknown>) =>
  createAppConfig({
    root: import.meta.dirname,
    port: 3003,
    kind: 'remote',
    federation: federationConfig,
    env,
    title: 'mfe-contact (standalone)',
  });
