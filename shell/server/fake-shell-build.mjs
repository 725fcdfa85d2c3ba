// For the render service's tests: a shell build folder holding a plain index.html and, as its server build, the
// given stand-in of dist/server/render.cjs (a string of CommonJS exporting `createRenderer`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @returns {{ shellDist: string, remove: () => void }} */
export function fakeShellBuild(/** @type {string} */ serverBundle) {
  const shellDist = mkdtempSync(path.join(tmpdir(), 'fake-shell-build-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head></head><body></body></html>');
  mkdirSync(path.join(shellDist, 'server'));
  writeFileSync(path.join(shellDist, 'server', 'render.cjs'), serverBundle);
  return { shellDist, remove: () => rmSync(shellDist, { recursive: true, force: true }) };
}
