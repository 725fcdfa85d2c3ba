// A Docker engine and Compose v2 on a machine without systemd: installs Debian's docker.io and starts dockerd in
// the background when needed, and installs Debian 13's docker-compose package (Compose v2) fetched inside the
// local Debian image, since no image or plugin registry is reachable here.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hasCommand, output, run } from './run-command.mjs';

function engineAnswers() {
  return output('docker', ['info', '--format', '{{.ServerVersion}}']) !== null;
}

export async function ensureDockerEngine() {
  if (!hasCommand('dockerd')) await run('apt-get', ['install', '-y', 'docker.io']);
  if (engineAnswers()) return;
  const logFile = path.join(os.tmpdir(), 'azmar-dockerd.log');
  console.log(`[containers] starting dockerd in the background (log: ${logFile})`);
  const log = openSync(logFile, 'a');
  spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] }).unref();
  for (let i = 0; i < 60; i += 1) {
    if (engineAnswers()) return;
    await sleep(1000);
  }
  throw new Error(`dockerd did not answer within 60 s; see ${logFile}`);
}

/** @param {string} debianImage a Debian 13 image with working apt sources */
export async function ensureCompose(debianImage) {
  if (output('docker', ['compose', 'version']) !== null) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-compose-deb-'));
  try {
    await run('docker', [
      'run',
      '--rm',
      '-v',
      `${dir}:/out`,
      '-w',
      '/out',
      debianImage,
      'sh',
      '-c',
      'apt-get update -qq && apt-get download docker-compose && chmod 644 *.deb',
    ]);
    const debs = readdirSync(dir).filter((name) => name.endsWith('.deb'));
    if (debs.length !== 1) throw new Error(`expected one docker-compose .deb, got: ${debs.join(', ') || 'none'}`);
    await run('dpkg', ['-i', path.join(dir, debs[0])]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (output('docker', ['compose', 'version']) === null) throw new Error('docker compose does not work after installing docker-compose');
}
