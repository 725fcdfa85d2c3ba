// Starts the site as `npm start` serves it (existing builds, a free port) in a child process, for the benches.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import getPort from 'get-port';

/**
 * @param {string} rootDir repository root
 * @param {Record<string, string>} [env] set for the site on top of this process's environment
 * @returns {Promise<{ url: string, cpuSeconds: () => number | null, stop: () => Promise<void> }>}
 */
export async function startSite(rootDir, env = {}) {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: rootDir,
    // A bench's connections all come from this machine: the per-client limit would answer some of them 429.
    env: { ...process.env, CLIENT_REQUEST_LIMIT: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the gateway did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /Azmar site: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}):\n${output}`)));
  });
  return {
    url,
    cpuSeconds: () => treeCpuSeconds(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}

/** Clock ticks a second of /proc's utime and stime: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time used so far by a process and every process under it (the API the site starts, its render threads are
 * counted with their process), from /proc: how much work the server did, whatever the load generator beside it could
 * ask. Null where there is no /proc.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
function treeCpuSeconds(pid) {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    let seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    // A child is listed under the thread that started it.
    for (const thread of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean))
        seconds += treeCpuSeconds(Number(child)) ?? 0;
    return seconds;
  } catch {
    return null;
  }
}
