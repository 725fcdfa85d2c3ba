import { createAppConfig } from '@azmar/kit/build/rspack-app-config';
import { federationConfig } from './module-federation.config';
import { devRemotesMiddleware } from './dev-remotes';

export default (env: Record<string, unknown>) =>
  createAppConfig({
    root: import.meta.dirname,
    port: 3000,
    kind: 'host',
    federation: federationConfig,
    env,
    title: 'Azmar Group',
    devServer: {
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({ name: 'remotes-json', path: '/remotes.json', middleware: devRemotesMiddleware });
        return middlewares;
      },
    },
  });
