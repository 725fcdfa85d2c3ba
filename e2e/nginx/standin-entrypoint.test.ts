// The stand-in of the official nginx image's start (deploy/standins/nginx-entrypoint.sh and
// nginx-envsubst-on-templates.sh), which CI's images and these tests use: it must do what the official one does for
// the project's images, nothing more.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENTRYPOINT, ROOT_DIR } from './nginx-process.ts';

const ENVSUBST = path.join(ROOT_DIR, 'deploy', 'standins', 'nginx-envsubst-on-templates.sh');
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-standin-'));
  dirs.push(dir);
  return dir;
}

function write(file: string, text: string, mode = 0o644): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, mode);
}

function run(command: string[], env: Record<string, string>) {
  return spawnSync(command[0]!, command.slice(1), { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
}

describe('20-envsubst-on-templates.sh', () => {
  it('writes each *.template to the same relative path, with only the defined variables that pass the filter replaced', () => {
    const templates = tempDir();
    const output = tempDir();
    write(path.join(templates, 'a.conf.template'), 'listen ${NGINX_PORT}; root $uri ${OTHER} ${NGINX_UNSET} $NGINX_PORT;\n');
    write(path.join(templates, 'sub', 'b.txt.template'), 'x=${NGINX_PORT}\n');
    write(path.join(templates, 'c.conf'), 'not a template\n');
    const result = run(['sh', ENVSUBST], {
      NGINX_ENVSUBST_TEMPLATE_DIR: templates,
      NGINX_ENVSUBST_OUTPUT_DIR: output,
      NGINX_ENVSUBST_FILTER: '^NGINX_',
      NGINX_PORT: '8080',
      OTHER: 'other',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(path.join(output, 'a.conf'), 'utf8')).toBe('listen 8080; root $uri ${OTHER} ${NGINX_UNSET} 8080;\n');
    expect(readFileSync(path.join(output, 'sub', 'b.txt'), 'utf8')).toBe('x=8080\n');
    expect(existsSync(path.join(output, 'c.conf'))).toBe(false);
  });

  it('says so and leaves the start to go on (nginx then finds no configuration) when the output folder is not writable', () => {
    const templates = tempDir();
    write(path.join(templates, 'a.conf.template'), 'x\n');
    const result = run(['sh', ENVSUBST], { NGINX_ENVSUBST_TEMPLATE_DIR: templates, NGINX_ENVSUBST_OUTPUT_DIR: '/no/such/folder' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('/no/such/folder is not writable');
  });
});

describe('docker-entrypoint.sh', () => {
  function scripts(): string {
    const dir = tempDir();
    write(path.join(dir, '10-first.envsh'), 'export FROM_ENVSH=sourced\n', 0o755);
    write(path.join(dir, '20-second.sh'), '#!/bin/sh\necho "second saw $FROM_ENVSH" >> "$LOG"\n', 0o755);
    write(path.join(dir, '30-not-executable.sh'), '#!/bin/sh\necho ran >> "$LOG"\n');
    return dir;
  }

  it('sources the *.envsh and runs the executable *.sh of its folder in order, then runs nginx', () => {
    const log = path.join(tempDir(), 'log');
    const result = run(['sh', ENTRYPOINT, 'nginx', '-v'], { AZMAR_STANDIN_ENTRYPOINT_D: scripts(), LOG: log });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('second saw sourced\n');
    expect(result.stdout).toContain('30-not-executable.sh, not executable');
    expect(result.stderr).toContain('nginx version');
  });

  it('runs any other command as it is, without the scripts', () => {
    const log = path.join(tempDir(), 'log');
    const result = run(['sh', ENTRYPOINT, 'echo', 'hello'], { AZMAR_STANDIN_ENTRYPOINT_D: scripts(), LOG: log });
    expect(result.stdout).toBe('hello\n');
    expect(existsSync(log)).toBe(false);
  });
});
