import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { KitFacadesPlugin } from '@azmar/kit/build/kit-facades-plugin';
import { sourceRules } from '@azmar/kit/build/rspack-app-config';
import { sharedDependencies } from '@azmar/kit/federation/shared-dependencies';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * Where an app's server build goes. A remote's goes inside its dist, so the remote's deployment hands it to the
 * gateway's render over HTTP (the gateway never serves it to the public); the shell's beside its dist, out of the
 * files the gateway serves, since the gateway loads it from its own disk.
 */
const serverDist = (root: string, kind: ServerConfigOptions['kind']) =>
  kind === 'host' ? path.join(root, 'dist-server', 'render') : path.join(root, 'dist', 'server');

export interface ServerConfigOptions {
  root: string;
  /** The federation name, the same as the browser build's. */
  name: string;
  /** The host (the shell) builds an entry the render workers import; a remote builds only its container. */
  kind: 'host' | 'remote';
  /** A remote's server modules (`'./server': './src/server.tsx'`, and its sections). */
  exposes?: Record<string, string>;
  /** The host's entry (`./src/render/index.ts`). */
  entry?: string;
}

/**
 * The Node build of an app, for server rendering: the same sources and shared modules as the browser build,
 * loaded by the gateway's render workers through the federation runtime for Node (remote containers fetched
 * over HTTP from each remote's own deployment, so a redeployed remote is rendered without touching the shell).
 * CSS is the browser's business: imports of it are empty here. Assets keep the browser build's names and URLs.
 */
function createServerConfig(options: ServerConfigOptions): Configuration {
  const require = createRequire(import.meta.url);
  const federation: FederationOptions = {
    name: options.name,
    dts: false,
    manifest: false,
    remotes: {},
    shared: sharedDependencies(),
    remoteType: 'script',
    library: { type: 'commonjs-module' },
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    ...(options.kind === 'remote' ? { filename: 'remoteEntry.js', exposes: options.exposes ?? {} } : {}),
  };
  return {
    name: `${options.name}-server`,
    // After the browser build, whose clean would otherwise race with this one's files.
    dependencies: [options.name],
    mode: 'production',
    context: options.root,
    entry: options.kind === 'host' && options.entry ? { render: options.entry } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: serverDist(options.root, options.kind),
      // Chunks of a remote are fetched relative to its remoteEntry.js, wherever the remote is deployed.
      publicPath: options.kind === 'host' ? '/' : 'auto',
      // CommonJS in workspaces whose package.json says "type": "module".
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      uniqueName: `${options.name}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      conditionNames: ['azmar-source', '...'],
    },
    externals: [
      // Styles load in the browser; the server's HTML links the browser build's CSS.
      ({ request }, callback) => (request && /\.css$/.test(request) ? callback(undefined, 'var {}') : callback()),
    ],
    module: {
      rules: [
        ...sourceRules({ targets: 'node 20', dev: false }),
        // The same names as the browser build (same content hash), never written twice.
        { test: /\.(svg|png|jpe?g|webp|gif|ico|woff2?|ttf|mp4|webm)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new ModuleFederationPlugin(federation), new KitFacadesPlugin()],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's server modules: `./server` (its tree for the server rendering, `src/server.tsx`) and the same
 * sections it offers other remotes in the browser (which render inside their pages on the server too).
 */
export function remoteServerExposes(browserExposes: Record<string, string>): Record<string, string> {
  const sections = Object.fromEntries(Object.entries(browserExposes).filter(([name]) => name !== './app'));
  return { './server': './src/server.tsx', ...sections };
}

/** The browser build, and the server build beside it (none under the dev server, which serves the browser build). */
export function withServerBuild(env: Record<string, unknown>, browser: Configuration, server: ServerConfigOptions): Configuration[] {
  return env.RSPACK_SERVE ? [browser] : [browser, createServerConfig(server)];
}
