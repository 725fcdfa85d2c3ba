// The local nginx image's entrypoint (nginx-entrypoint.sh), which starts the remotes' containers in
// `npm run test:containers` as the official nginx image's entrypoint does: run here without Docker, on a folder of
// start scripts and a fake `nginx` command that prints what it was given.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const entrypoint = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'nginx-entrypoint.sh');

let dir = '';
const scriptsDir = () => path.join(dir, 'docker-entrypoint.d');
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-entrypoint-'));
  const write = (file: string, text: string, executable: boolean) => {
    writeFileSync(file, `#!/bin/sh\n${text}\n`);
    chmodSync(file, executable ? 0o755 : 0o644);
  };
  mkdirSync(scriptsDir());
  mkdirSync(path.join(dir, 'bin'));
  write(path.join(scriptsDir(), '5-first.sh'), 'echo "ran 5-first"', true);
  write(path.join(scriptsDir(), '10-settings.envsh'), 'export AZMAR_SETTING=sourced', true);
  write(path.join(scriptsDir(), '20-second.sh'), 'echo "ran 20-second, AZMAR_SETTING=$AZMAR_SETTING"', true);
  write(path.join(scriptsDir(), '30-not-executable.sh'), 'echo "ran 30-not-executable"', false);
  write(path.join(scriptsDir(), '40-notes.txt'), 'echo "ran 40-notes"', true);
  write(path.join(dir, 'bin', 'nginx'), 'echo "nginx $* AZMAR_SETTING=$AZMAR_SETTING"', true);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(...command: string[]) {
  const run = spawnSync('sh', [entrypoint, ...command], {
    env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`, AZMAR_NGINX_ENTRYPOINT_D: scriptsDir() },
    encoding: 'utf8',
  });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') };
}

describe("the local nginx image's entrypoint", () => {
  it('before nginx, sources the *.envsh and runs the *.sh of its folder in version order, executable ones only', () => {
    const { status, lines } = start('nginx', '-g', 'daemon off;');
    expect(status).toBe(0);
    expect(lines.filter((line) => !line.includes('entrypoint.sh: '))).toEqual([
      'ran 5-first',
      'ran 20-second, AZMAR_SETTING=sourced',
      'nginx -g daemon off; AZMAR_SETTING=sourced',
    ]);
    expect(lines).toContain(`${entrypoint}: ignoring ${scriptsDir()}/30-not-executable.sh, not executable`);
    expect(lines).toContain(`${entrypoint}: ignoring ${scriptsDir()}/40-notes.txt`);
  });

  it('runs any other command as it is, without the scripts', () => {
    expect(start('echo', 'just this')).toEqual({ status: 0, lines: ['just this'] });
  });
});
