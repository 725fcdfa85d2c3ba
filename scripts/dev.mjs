#!/usr/bin/env node
// `npm run dev`: every app's dev server at once (shell 3000, mfe-home 3001, mfe-catalogue 3002,
// mfe-contact 3003, API 3100 when it has a dev script), output prefixed by app; Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachLine } from './line-stream.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const COLORS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];
const RESET = '\x1b[0m';

// The API (plain Node) loads @azmar/contract from its dist/: build it once before anything starts, then keep
// it rebuilt (`tsc --watch`); the apps compile the contract's sources themselves.
const contractBuild = spawnSync(npm, ['run', 'build', '-w', 'packages/contract'], { cwd: rootDir, stdio: 'inherit' });
if (contractBuild.status !== 0) process.exit(contractBuild.status ?? 1);

const workspaces = ['packages/contract', 'shell', 'mfe-home', 'mfe-catalogue', 'mfe-contact'];
if (hasDevScript('api')) workspaces.push('api');

function hasDevScript(workspace) {
  const manifest = path.join(rootDir, workspace, 'package.json');
  if (!existsSync(manifest)) return false;
  return Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.dev);
}

const labelOf = (workspace) => path.basename(workspace);
const width = Math.max(...workspaces.map((name) => labelOf(name).length));
const useColor = process.stdout.isTTY;
let stopping = false;
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

workspaces.forEach((workspace, index) => {
  const label = labelOf(workspace).padEnd(width);
  const prefix = useColor ? `${COLORS[index % COLORS.length]}[${label}]${RESET} ` : `[${label}] `;
  // Own process group, so stopping it also stops the dev server npm started under it.
  const child = spawn(npm, ['run', 'dev', '-w', workspace], {
    cwd: rootDir,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (useColor ? '1' : '0') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  forEachLine(child.stdout, (line) => process.stdout.write(`${prefix}${line}\n`));
  forEachLine(child.stderr, (line) => process.stderr.write(`${prefix}${line}\n`));
  child.on('exit', (code, signal) => {
    running.delete(child);
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    // One app dying in dev is worth knowing about but not worth killing the others' hot reload.
    if (stopping && running.size === 0) process.exit(0);
  });
});

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  if (running.size === 0) process.exit(0);
  for (const child of running) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }, 5_000).unref();
}

function signalGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
