// @ts-check
// `npm run lint`: TypeScript and React hooks rules, and the import boundaries that keep the shell, the
// remotes, the kit, the contract and the API apart (eslint-plugin-boundaries, on resolved files, so a
// relative path and a package path to the same file are judged alike). Type checking is `npm run typecheck`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Packages that only make sense in a browser page: the API and the contract never import them. */
const FRONTEND_PACKAGES = ['@azmar/kit', 'react', 'react-dom', 'antd', 'react-i18next', '@tanstack/react-query', 'single-spa', 'zustand', 'i18next'];

/**
 * The kit facades (mirrors packages/kit/src/build/kit-facades-plugin.ts, which fails the build on the same
 * imports): each of these packages reaches the apps through one kit module, so the page has one copy.
 * A module selector's `source` is the package name, so deep paths (`antd/es/card`) are caught too.
 */
const FACADES = [
  { source: 'antd', facade: 'antd-facade', module: "@azmar/kit/theme/antd-facade' (ConfigProvider) or '@azmar/kit/antd/antd-staff" },
  { source: 'react-i18next', facade: 'i18n-facade', module: '@azmar/kit/i18n/react-i18next-facade' },
  { source: '@tanstack/react-query', facade: 'query-facade', module: '@azmar/kit/api/react-query-facade' },
];

const APPS = ['shell', 'remote', 'api', 'e2e'];

export default defineConfig([
  globalIgnores(['**/dist/', '**/dist-server/', '**/coverage/', '**/test-results/', '**/playwright-report/', 'api/data/', 'shell/public/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    rules: {
      // The site's own convention for deliberately unused names (`_req`, `catch (_error)`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A missing dependency is a stale-closure bug, not a style point: fail the lint on it.
      'react-hooks/exhaustive-deps': 'error',
      // Written for the React Compiler (which the site does not use), this one refuses resetting state at the start of an
      // effect that reloads on new inputs (mfe-home's catalogue-section.tsx: back to `loading` when the module changes).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Browser code: the apps and the kit (the kit's build/ helpers run in Node and use `node:` imports).
    files: ['shell/**', 'mfe-*/**', 'packages/kit/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['scripts/**', 'api/**', 'e2e/**', 'packages/contract/**', '*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      // Follows TypeScript's resolution (package exports, `.js` specifiers of .ts files, workspace links to real paths).
      'import/resolver': {
        typescript: { alwaysTryTypes: true, project: ['packages/*/tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      // One element per workspace; patterns are whole paths from the repository root.
      'boundaries/elements': [
        { type: 'kit', pattern: 'packages/kit', partialMatch: false },
        { type: 'contract', pattern: 'packages/contract', partialMatch: false },
        { type: 'shell', pattern: 'shell', partialMatch: false },
        { type: 'remote', pattern: 'mfe-*', partialMatch: false, capture: ['remote'] },
        { type: 'api', pattern: 'api', partialMatch: false },
        { type: 'e2e', pattern: 'e2e', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
      ],
      // Files within them that the policies single out (a file may be in several categories).
      'boundaries/files': [
        { category: 'feature', pattern: '*/src/features/*/**', capture: ['app', 'feature'] },
        { category: 'shared', pattern: '*/src/{components,hooks,lib,utils,types,i18n}/**', capture: ['app'] },
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'] },
        { category: 'antd-facade', pattern: ['packages/kit/src/theme/antd-facade.ts', 'packages/kit/src/antd/antd-staff.ts'] },
        { category: 'i18n-facade', pattern: 'packages/kit/src/i18n/react-i18next-facade.ts' },
        { category: 'query-facade', pattern: 'packages/kit/src/api/react-query-facade.ts' },
        { category: 'antd-locale', pattern: 'packages/kit/src/antd/antd-locale-ckb.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Also judge imports that resolve into node_modules (antd, react…), not only the repository's files.
          checkAllOrigins: true,
          // And imports inside one workspace, where the feature rule applies.
          checkInternals: true,
          policies: [
            // The kit facades first, so that a workspace rule below, matching the same import, gives the more telling message.
            // Nobody imports these packages, deep paths included...
            ...FACADES.map(({ source, module }) => ({
              disallow: { to: { module: { origin: 'external', source } } },
              message: `Import ${source} from '${module}' (one shared copy per page; add the export there if it is missing).`,
            })),
            // ...but their facade module,
            ...FACADES.map(({ source, facade }) => ({
              from: { file: { categories: facade } },
              allow: { to: { module: { origin: 'external', source } } },
            })),
            // the Sorani locale, built from antd's English one (plain data, no React context: the build guard allows it too),
            {
              from: { file: { categories: 'antd-locale' } },
              allow: { to: { module: { origin: 'external', source: 'antd' } } },
            },
            // types inside the kit (erased at build time, so they cannot create a second copy),
            {
              from: { element: { type: 'kit' } },
              allow: { to: { module: { origin: 'external', source: FACADES.map((d) => d.source) } }, dependency: { kind: 'type' } },
            },
            // and the kit's own tests, which check the facades against the real packages (never bundled).
            {
              from: { element: { type: 'kit' }, file: { categories: 'test' } },
              allow: { to: { module: { origin: 'external', source: FACADES.map((d) => d.source) } } },
            },
            {
              from: { element: { type: 'kit' } },
              disallow: { to: { element: { type: APPS } } },
              message: 'The kit is shared by every app and imports none of them ({{dependency.source}}).',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: [{ to: { element: { type: ['kit', 'scripts', ...APPS] } } }, { to: { module: { origin: 'external', source: FRONTEND_PACKAGES } } }],
              message: 'The contract is React-free and stands alone: no kit, UI package or app ({{dependency.source}}).',
            },
            {
              from: { element: { type: 'remote' } },
              disallow: [
                { to: { element: { type: 'shell' } } },
                { to: { element: { type: 'remote', captured: { remote: '!{{from.element.captured.remote}}' } } } },
              ],
              message: 'A remote never imports the shell or another remote ({{dependency.source}}): share it through the kit or an exposed module.',
            },
            {
              from: { element: { type: 'shell' } },
              disallow: { to: { element: { type: 'remote' } } },
              message: 'The shell loads remotes through Module Federation, never their files ({{dependency.source}}).',
            },
            {
              from: { element: { type: 'api' } },
              disallow: [{ to: { element: { type: ['kit', 'shell', 'remote'] } } }, { to: { module: { origin: 'external', source: FRONTEND_PACKAGES } } }],
              message: 'The API imports no frontend code ({{dependency.source}}); shared shapes live in @azmar/contract.',
            },
            {
              // bulletproof-react's one-way rule: shared code -> features -> app; features never import each other.
              from: { file: { categories: 'feature' } },
              disallow: {
                to: {
                  file: {
                    categories: 'feature',
                    captured: { app: '{{from.file.captured.app}}', feature: '!{{from.file.captured.feature}}' },
                  },
                },
              },
              message: 'Feature {{from.file.captured.feature}} imports feature {{to.file.captured.feature}}: move what both need to shared code of the app.',
            },
            {
              // ...and shared code (bulletproof-react's folders, plus i18n) imports no feature.
              from: { file: { categories: 'shared' } },
              disallow: { to: { file: { categories: 'feature', captured: { app: '{{from.file.captured.app}}' } } } },
              message: 'Shared code imports no feature ({{dependency.source}}): features import shared code, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  prettier,
]);
