// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from '@azmar/kit/build/federation-error-descriptions-stub';
import { isFederationErrorDescriptions } from '@azmar/kit/build/federation-error-texts-trim';

const require = createRequire(import.meta.url);
const errorCodesDist = path.dirname(require.resolve('@module-federation/error-codes'));

describe('federation error texts trim', () => {
  it("redirects only error-codes' own import of its descriptions", () => {
    expect(isFederationErrorDescriptions('./desc.mjs', path.join(errorCodesDist, 'index.mjs'))).toBe(true);
    expect(isFederationErrorDescriptions('./desc.cjs', path.join(errorCodesDist, 'index.cjs'))).toBe(true);
    expect(isFederationErrorDescriptions('./getShortErrorMsg.mjs', path.join(errorCodesDist, 'index.mjs'))).toBe(false);
    expect(isFederationErrorDescriptions('./desc.mjs', '/work/app/src/index.mjs')).toBe(false);
  });

  // After an upgrade this tells whether the trim still applies: the same request, and the stub exports what the
  // original does, answering each of its codes.
  it('matches the installed error-codes: the stub has every export of its descriptions and a text for every code', async () => {
    const index = readFileSync(path.join(errorCodesDist, 'index.mjs'), 'utf8');
    expect(index).toMatch(/from "\.\/desc\.mjs";/);
    const original = (await import(path.join(errorCodesDist, 'desc.mjs'))) as Record<string, Record<string, string>>;
    expect(Object.keys(stub).sort()).toEqual(Object.keys(original).sort());
    for (const [name, table] of Object.entries(original)) {
      for (const code of Object.keys(table)) expect((stub as Record<string, Record<string, string>>)[name]?.[code], code).toBe('Module Federation error');
    }
  });

  it("keeps the runtime's message naming the code and its troubleshooting page", async () => {
    const { getShortErrorMsg, RUNTIME_008 } = await import('@module-federation/error-codes');
    const message = getShortErrorMsg(RUNTIME_008, stub.runtimeDescMap, { url: '/remotes/x/remoteEntry.js' });
    expect(message).toContain('Module Federation error #RUNTIME-008');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
  });
});
