import { describe, expect, it } from 'vitest';
import { BOUNDARY_RULE, lintImport, relativeSpecifier, remotes, sourceFileIn } from './lint-imports';

const [remote, otherRemote] = remotes();
if (!remote || !otherRemote) throw new Error('the fixtures need two remotes (mfe-* folders)');

const kitFile = 'packages/kit/src/lint-fixture.ts';
const contractFile = 'packages/contract/src/lint-fixture.ts';
const remoteFile = `${remote}/src/lint-fixture.ts`;
const shellFile = 'shell/src/lint-fixture.ts';
const apiFile = 'api/src/lint-fixture.ts';

const APP_FOLDERS = ['shell', remote, 'api', 'e2e'];
const FRONTEND_PACKAGES = [
  '@azmar/kit/i18n/i18n',
  'react',
  'react-dom/client',
  'antd',
  'react-i18next',
  '@tanstack/react-query',
  'single-spa',
  'zustand',
  'i18next',
];

async function expectRefused(file: string, source: string, reason: string): Promise<void> {
  const problems = await lintImport(file, source);
  expect(problems, `${file} importing ${source}`).toEqual([expect.objectContaining({ ruleId: BOUNDARY_RULE, message: expect.stringContaining(reason) })]);
}

async function expectAllowed(file: string, source: string): Promise<void> {
  expect(await lintImport(file, source), `${file} importing ${source}`).toEqual([]);
}

describe('the kit', () => {
  it.each(APP_FOLDERS)('imports no app: refuses a file of %s', async (app) => {
    await expectRefused(kitFile, relativeSpecifier(kitFile, sourceFileIn(app === 'e2e' ? 'e2e/support' : `${app}/src`)), 'The kit is shared by every app');
  });

  it('imports its own modules and the contract', async () => {
    await expectAllowed(kitFile, '@azmar/kit/i18n/i18n');
    await expectAllowed(kitFile, relativeSpecifier(kitFile, sourceFileIn('packages/contract/src')));
  });
});

describe('the contract', () => {
  it.each(['@azmar/kit/i18n/i18n', 'react', 'react-dom', 'antd', 'zustand'])('refuses %s', async (source) => {
    const problems = await lintImport(contractFile, source);
    expect(problems.map((p) => p.ruleId)).toContain(BOUNDARY_RULE);
  });

  it.each(['shell', remote, 'api'])('refuses a file of %s', async (app) => {
    await expectRefused(contractFile, relativeSpecifier(contractFile, sourceFileIn(`${app}/src`)), 'The contract is React-free');
  });

  it('imports Node built-ins and its own files', async () => {
    await expectAllowed(contractFile, 'node:path');
    await expectAllowed(contractFile, relativeSpecifier(contractFile, sourceFileIn('packages/contract/src')));
  });
});

describe('a remote', () => {
  it("refuses another remote's file", async () => {
    await expectRefused(remoteFile, relativeSpecifier(remoteFile, sourceFileIn(`${otherRemote}/src`)), 'A remote never imports the shell or another remote');
  });

  it("refuses the shell's file", async () => {
    await expectRefused(remoteFile, relativeSpecifier(remoteFile, sourceFileIn('shell/src')), 'A remote never imports the shell or another remote');
  });

  it('imports its own files and the kit', async () => {
    await expectAllowed(remoteFile, relativeSpecifier(remoteFile, sourceFileIn(`${remote}/src`)));
    await expectAllowed(remoteFile, '@azmar/kit/i18n/i18n');
  });
});

describe('the shell', () => {
  it.each([remote, otherRemote])('refuses a file of %s', async (app) => {
    await expectRefused(shellFile, relativeSpecifier(shellFile, sourceFileIn(`${app}/src`)), 'The shell loads remotes through Module Federation');
  });

  it('imports its own files and the kit', async () => {
    await expectAllowed(shellFile, relativeSpecifier(shellFile, sourceFileIn('shell/src')));
    await expectAllowed(shellFile, '@azmar/kit/i18n/i18n');
  });
});

describe('the API', () => {
  it.each(FRONTEND_PACKAGES)('refuses the frontend package %s', async (source) => {
    await expectRefused(apiFile, source, 'The API imports no frontend code');
  });

  it('refuses a kit file reached by a relative path', async () => {
    await expectRefused(apiFile, relativeSpecifier(apiFile, sourceFileIn('packages/kit/src')), 'The API imports no frontend code');
  });

  it('imports the contract, its own files and its server packages', async () => {
    await expectAllowed(apiFile, relativeSpecifier(apiFile, sourceFileIn('packages/contract/src')));
    await expectAllowed(apiFile, relativeSpecifier(apiFile, sourceFileIn('api/src')));
    await expectAllowed(apiFile, '@nestjs/common');
  });
});
