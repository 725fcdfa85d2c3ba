import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_RULE, featuresOf, lintImport, relativeSpecifier, remotes, sourceFileIn } from './lint-imports';

// Any app with two features will do; the fixtures take them from the tree as it is.
const app = remotes().find((remote) => featuresOf(remote).length >= 2);
if (!app) throw new Error('the fixtures need a remote with two features (src/features/<name>)');
const [feature, otherFeature] = featuresOf(app) as [string, string];
const featureFile = `${app}/src/features/${feature}/lint-fixture.tsx`;

describe(`features of ${app}`, () => {
  it(`refuses ${feature} importing a file of ${otherFeature}`, async () => {
    const target = sourceFileIn(`${app}/src/features/${otherFeature}`);
    const problems = await lintImport(featureFile, relativeSpecifier(featureFile, target));
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: BOUNDARY_RULE, message: expect.stringContaining(`Feature ${feature} imports feature ${otherFeature}`) }),
    ]);
  });

  it('lets a feature import its own files and the shared code of its app', async () => {
    expect(await lintImport(featureFile, relativeSpecifier(featureFile, sourceFileIn(`${app}/src/features/${feature}`)))).toEqual([]);
    expect(await lintImport(featureFile, relativeSpecifier(featureFile, sourceFileIn(`${app}/src/i18n`)))).toEqual([]);
  });

  it.each(['components', 'i18n'])('refuses shared code (src/%s) importing a feature', async (folder) => {
    const sharedFile = `${app}/src/${folder}/lint-fixture.ts`;
    const problems = await lintImport(sharedFile, relativeSpecifier(sharedFile, sourceFileIn(`${app}/src/features/${feature}`)));
    expect(problems).toEqual([expect.objectContaining({ ruleId: BOUNDARY_RULE, message: expect.stringContaining('Shared code imports no feature') })]);
  });

  it('lets the app import every feature', async () => {
    const appFile = `${app}/src/lint-fixture.tsx`;
    for (const name of [feature, otherFeature]) {
      expect(await lintImport(appFile, relativeSpecifier(appFile, sourceFileIn(path.join(app, 'src/features', name))))).toEqual([]);
    }
  });
});
