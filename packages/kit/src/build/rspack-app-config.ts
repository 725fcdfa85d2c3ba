import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { FederationRuntimeEsmPlugin } from '@azmar/kit/build/federation-runtime-esm';
import { KitFacadesPlugin } from '@azmar/kit/build/kit-facades-plugin';
import { AntdConfigProviderTrimPlugin } from '@azmar/kit/build/antd-config-provider-trim';
import { CssNamedColorsTrimPlugin } from '@azmar/kit/build/css-named-colors-trim';
import { FederationErrorTextsTrimPlugin } from '@azmar/kit/build/federation-error-texts-trim';
import { precompressPlugins } from '@azmar/kit/build/precompress';
import { RouteDeclarationsPlugin } from '@azmar/kit/build/route-declarations-plugin';
import { soraniFallbackCss } from '@azmar/kit/fonts/sorani-fallback-css';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const REMOTE_PAGE_TEMPLATE = fileURLToPath(new URL('./remote-page.html', import.meta.url));
const SORANI_FALLBACK_CSS = fileURLToPath(new URL('../fonts/sorani-fallback.css', import.meta.url));
type DevServer = NonNullable<Configuration['devServer']>;

export interface AppConfigOptions {
  /** The workspace folder (where `src/` and `public/` live, and the host's `index.html`). */
  root: string;
  /** Dev server port. */
  port: number;
  /** `host` is served at the site root; a `remote` works from any base URL (publicPath auto). */
  kind: 'host' | 'remote';
  federation: FederationOptions;
  /** CLI env: rspack sets RSPACK_SERVE for `rspack serve`. */
  env: Record<string, unknown>;
  devServer?: Partial<DevServer>;
  /** The `<title>` of the app's own page. */
  title: string;
  /** Values the host's `index.html` template reads as `<%= name %>` (e.g. its JSON-LD). */
  templateParameters?: Record<string, string>;
  /** How the build groups its lazily loaded modules into files (rspack's defaults where not given). */
  splitChunks?: NonNullable<Configuration['optimization']>['splitChunks'];
}

/**
 * The federation runtime is ~30 KB gzip; without this every remote entry carries its own copy. The
 * host provides its runtime core to the page and production remotes use it. A remote's dev server
 * keeps its own copy so that it can run standalone, without a host.
 */
function federationRuntimeSharing(kind: AppConfigOptions['kind'], dev: boolean) {
  // Browser-only builds: the runtime's Node.js loading code is dropped. Remotes are located by their
  // remoteEntry.js (no mf-manifest.json), so the snapshot plugin that reads manifests is dead weight
  // (-1.4 KB gzip on the shell's entry, and one request less per remote).
  if (kind === 'host') return { provideExternalRuntime: true, optimization: { target: 'web' as const, disableSnapshot: true } };
  // A remote loads no remotes itself: the runtime's remote-loading and snapshot code is dead weight.
  const optimization = { disableSnapshot: true, disableRemote: true, target: 'web' as const };
  return dev ? { optimization } : { externalRuntime: true, optimization };
}

/**
 * How every build (browser and server) compiles the sources: TypeScript and JSX by the built-in SWC loader, the
 * apps' and the kit's (not other packages', which are built already) and the contract's.
 */
export function sourceRules(options: { targets: string; dev: boolean }) {
  return [
    // The contract's sources are Node ESM TypeScript: their relative imports name the `.js` tsc emits.
    { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } },
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules[\\/](?!@azmar)/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: options.dev, refresh: options.dev } },
        },
        env: { targets: options.targets },
      },
      type: 'javascript/auto',
    },
  ];
}

/**
 * The one rspack set-up of every app, so the four builds cannot drift apart: TypeScript/JSX by the
 * built-in SWC loader (with React Refresh in dev), native CSS, hashed chunks and assets, one federation
 * plugin. Only `index.html` and `remoteEntry.js` keep fixed names.
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const dev = Boolean(options.env.RSPACK_SERVE);
  const publicDir = path.join(options.root, 'public');
  return {
    name: String(options.federation.name),
    mode: dev ? 'development' : 'production',
    context: options.root,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : false,
    target: 'web',
    output: {
      path: path.join(options.root, 'dist'),
      publicPath: options.kind === 'host' ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: String(options.federation.name),
      // The server build (build/rspack-server-config) writes dist/server beside this one.
      clean: { keep: /^server(?:[\\/]|$)/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // `@azmar/contract` is compiled from its TypeScript sources (its `azmar-source` export condition; Node
      // loads its dist/), so an app build never picks up a stale or missing packages/contract/dist.
      conditionNames: ['azmar-source', '...'],
    },
    module: {
      rules: [
        ...sourceRules({ targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4', dev }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|gif|ico|woff2?|ttf|mp4|webm)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // Remotes share one plain page (their own dev and standalone page); the host has its own.
        template: options.kind === 'host' ? path.join(options.root, 'index.html') : REMOTE_PAGE_TEMPLATE,
        title: options.title,
        ...(options.templateParameters ? { templateParameters: options.templateParameters } : {}),
        // Dev pages are served at every route (history fallback), so scripts need absolute URLs.
        ...(dev ? { publicPath: '/' } : {}),
        // The federation runtime loads the rest; only the entry goes in the page.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({ dts: false, ...options.federation, experiments: federationRuntimeSharing(options.kind, dev) }),
      new FederationRuntimeEsmPlugin(),
      // A remote's pages ship with it (src/routes.json beside its remoteEntry.js).
      options.kind === 'remote' && new RouteDeclarationsPlugin(path.join(options.root, 'src', 'routes.json'), String(options.federation.name)),
      new KitFacadesPlugin(),
      // The Sorani font's local fallbacks, written from their measured widths rather than kept as a generated file.
      new rspack.experiments.VirtualModulesPlugin({ [SORANI_FALLBACK_CSS]: soraniFallbackCss() }),
      new AntdConfigProviderTrimPlugin(),
      new CssNamedColorsTrimPlugin(),
      !dev && new FederationErrorTextsTrimPlugin(),
      fs.existsSync(publicDir) && fs.readdirSync(publicDir).length > 0 && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] }),
      dev && new ReactRefreshRspackPlugin(),
      // Brotli and gzip copies beside every text file, served as they are by the gateway and by nginx.
      ...(dev ? [] : precompressPlugins()),
    ],
    // AZMAR_NO_MINIFY=1 keeps production builds readable when chasing a bug in the browser.
    optimization: {
      moduleIds: dev ? 'named' : 'deterministic',
      ...(options.splitChunks === undefined || dev ? {} : { splitChunks: options.splitChunks }),
      minimize: !dev && !process.env.AZMAR_NO_MINIFY,
      // A third compress pass: measured -2.3 KB gzip on the antd chunk, -0.1 on the shell's entry.
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }), new rspack.LightningCssMinimizerRspackPlugin()],
    },
    performance: { hints: false },
    // Lazy compilation would defer the exposed module until it is first requested through a proxy the
    // host's federation runtime does not know about; every remote must be whole when the shell asks.
    lazyCompilation: false,
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      // Every dev page reads /api on its own origin, the shell's and a remote's standalone page alike.
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:3100', changeOrigin: true }],
      // The content's media are the site's (the shell serves them); a remote's standalone page shows them too.
      ...(options.kind === 'remote'
        ? { static: [{ directory: path.resolve(options.root, '..', 'shell', 'public', 'assets'), publicPath: '/assets', watch: false }] }
        : {}),
      ...options.devServer,
    },
    stats: dev ? 'errors-warnings' : 'normal',
  };
}
