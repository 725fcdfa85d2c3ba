import { readFileSync } from 'node:fs';
import type { Compilation, Compiler } from '@rspack/core';
import { parseRouteDeclarations, ROUTES_FILE } from '@azmar/contract/routes/route-declarations';
import { remoteNamed } from '@azmar/contract/routes/route-manifest';

/**
 * Ships a remote's route declarations (`src/routes.json`) beside its remoteEntry.js, where the gateway reads them at run
 * time: a remote deploys its pages with its files. Checked here with the contract's rules, so a broken declaration
 * fails the build instead of reaching the site.
 */
export class RouteDeclarationsPlugin {
  constructor(
    private readonly file: string,
    private readonly remote: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteDeclarationsPlugin', (compilation: Compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'RouteDeclarationsPlugin', stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // The federation's name of the remote (`mfe_catalogue`), as the build's federation config gives it.
        const remote = remoteNamed(this.remote);
        if (!remote) throw new Error(`${this.remote} is not a remote of the site`);
        const text = readFileSync(this.file, 'utf8');
        parseRouteDeclarations(JSON.parse(text), remote);
        compilation.emitAsset(ROUTES_FILE, new sources.RawSource(text));
      });
    });
  }
}
