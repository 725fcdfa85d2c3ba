import { createAppConfig } from '@azmar/kit/build/rspack-app-config';
import { withServerBuild } from '@azmar/kit/build/rspack-server-config';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { jsonLdScriptText, organizationJsonLd } from '@azmar/kit/profile/organization-json-ld';
import { federationConfig } from './module-federation.config';
import { devRemotesMiddleware, devRoutesMiddleware } from './dev-remotes';
import { startupChunkSplitting } from './startup-chunk.config';

export default (env: Record<string, unknown>) =>
  withServerBuild(
    env,
    createAppConfig({
      root: import.meta.dirname,
      port: 3000,
      kind: 'host',
      federation: federationConfig,
      env,
      title: 'Azmar Group',
      splitChunks: startupChunkSplitting,
      // The company for search engines, in the static fallback page, in English (issue 11: findable); a rendered page
      // writes its own language's instead (src/render/page-json-ld.ts).
      templateParameters: { organizationJsonLd: jsonLdScriptText(organizationJsonLd(companyProfile, 'en')) },
      devServer: {
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({ name: 'remotes-json', path: '/remotes.json', middleware: devRemotesMiddleware });
          middlewares.unshift({ name: 'routes-json', path: '/routes.json', middleware: devRoutesMiddleware });
          return middlewares;
        },
      },
    }),
    // The server render, which the gateway's render workers load (dist-server/render/render.cjs).
    { root: import.meta.dirname, name: federationConfig.name, kind: 'host', entry: './src/render/index.ts' },
  );
