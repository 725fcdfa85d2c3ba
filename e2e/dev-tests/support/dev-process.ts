// Dev servers the dev-mode tests start themselves: each in its own process group, stopped with every
// process it started (scripts/dev.mjs puts each app in a group of its own), output kept for failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

export interface DevProcess {
  /** Everything the process and its children wrote, for failure messages. */
  output(): string;
  hasExited(): boolean;
  /** Stops the process, then anything it started that is still alive. Safe to call twice. */
  stop(): Promise<void>;
}

const live = new Set<{ groups: Set<number> }>();
// Last resort if the worker ends without afterAll (e.g. an interrupted run): nothing is left listening.
process.once('exit', () => {
  for (const entry of live) for (const group of entry.groups) signal(-group, 'SIGKILL');
});

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name);
  } catch {
    // Already gone.
  }
}

/** Process groups of `pid` and all its descendants (Linux /proc), so detached grandchildren are found too. */
function descendantGroups(pid: number): Set<number> {
  const children = new Map<number, number[]>();
  const groupOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid pgrp ..."; comm may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    groupOf.set(Number(name), Number(fields[2]));
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const groups = new Set<number>([pid]);
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      const group = groupOf.get(child);
      if (group !== undefined && group !== process.pid && group > 1) groups.add(group);
      queue.push(child);
    }
  }
  return groups;
}

export function startDevProcess(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): DevProcess {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  const entry = { groups: new Set<number>(child.pid ? [child.pid] : []) };
  live.add(entry);
  let stopping: Promise<void> | null = null;

  return {
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    output: () =>
      `${command} ${args.join(' ')}${child.exitCode !== null || child.signalCode !== null ? ` (exited ${child.exitCode ?? child.signalCode})` : ''}:\n${text}`,
    stop() {
      stopping ??= (async () => {
        if (child.pid && child.exitCode === null && child.signalCode === null) {
          for (const group of descendantGroups(child.pid)) entry.groups.add(group);
          // SIGTERM first, so scripts/dev.mjs stops its apps' groups as it does on Ctrl-C.
          signal(-child.pid, 'SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
        }
        for (const group of entry.groups) signal(-group, 'SIGKILL');
        live.delete(entry);
      })();
      return stopping;
    },
  };
}

/** Polls `url` until it answers 200; fails early with the process output if the process died. */
export async function waitForHttp(url: string, dev: DevProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (dev.hasExited()) throw new Error(`the dev server stopped before ${url} answered.\n${dev.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).\n${dev.output()}`);
}

/** Whether nothing listens on `port` now. */
function isPortFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // No host: the IPv6 wildcard (dual stack), where the dev servers listen.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Fails with a clear message when something listens on one of the ports the dev servers need. Asked again for a few
 * seconds first: the previous spec's dev servers are killed by process group, and a server's port is free only once
 * its process has gone, a moment after `stop()` returns (CI once found mfe-catalogue's 3002 still held).
 */
export async function assertPortsFree(ports: number[], graceMs = 10_000): Promise<void> {
  const deadline = Date.now() + graceMs;
  let taken: number[];
  for (;;) {
    taken = [];
    for (const port of ports) if (!(await isPortFree(port))) taken.push(port);
    if (taken.length === 0 || Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (taken.length > 0) {
    throw new Error(
      `port ${taken.join(', ')} already in use: the dev-mode tests start the dev servers on their fixed ports (shell 3000, ` +
        `mfe-home 3001, mfe-catalogue 3002, mfe-contact 3003). Stop whatever listens there (a running \`npm run dev\`?) and re-run.`,
    );
  }
}

/** A port nothing listens on right now, for a dev server that can be put anywhere. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
