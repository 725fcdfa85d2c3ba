import { federationNameOf, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { sharedDependencies } from '@azmar/kit/federation/shared-dependencies';

/**
 * The Module Federation config of a remote; only its name and the sections it offers differ from one
 * remote to the next. One definition, because the shell relies on all three the same way: it loads
 * `remoteEntry.js` and asks it for `./app` (the single-spa lifecycles), sharing the one list of
 * dependencies.
 *
 * @param name the remote's name (`mfe-catalogue`); its container is named in the federation's spelling (`mfe_catalogue`)
 * @param sections modules other remotes may show inside their pages (`'./home-sections':
 * './src/home-sections.tsx'`), whose exports are section components; they reach them through
 * the kit's `loadRemoteModule` (federation/remote-modules.ts), never through this remote's files.
 */
export function remoteFederationConfig(name: RemoteName, sections: Record<`./${string}`, string> = {}) {
  return {
    name: federationNameOf(name),
    filename: 'remoteEntry.js',
    exposes: { './app': './src/app.tsx', ...sections },
    shared: sharedDependencies(),
    // The browser locates remotes by remoteEntry.js; the render workers read the manifest for the styles of what it
    // renders (mf-manifest.json: each exposed module's CSS files), to link them in the page's head.
    manifest: { fileName: 'mf-manifest.json' },
  };
}
