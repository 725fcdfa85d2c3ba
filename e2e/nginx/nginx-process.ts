// A real nginx (Debian's package) started through deploy/nginx/entrypoint.sh on free loopback ports, with the
// config generated from the route manifest into a temp folder. No nginx installed is a failure, never a skip.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { nginxConfTemplate, originFiles, remotesTable } from '../../deploy/nginx/nginx-config.mjs';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ENTRYPOINT = path.join(ROOT_DIR, 'deploy', 'nginx', 'entrypoint.sh');

/** Fails with the fix when nginx is missing (`.ci/run` installs it). */
export function requireNginx(): void {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (found.status !== 0 || !found.stdout.trim()) {
    throw new Error("nginx is not installed: these tests run Debian's nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)");
  }
}

/** The generated template and remotes table in a fresh temp folder (what the image copies beside the entrypoint). */
export function writeTemplate(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-template-'));
  writeFileSync(path.join(dir, 'nginx.conf.template'), nginxConfTemplate());
  writeFileSync(path.join(dir, 'remotes.txt'), remotesTable());
  for (const [name, content] of Object.entries(originFiles())) writeFileSync(path.join(dir, name), content);
  return dir;
}

/** Runs the entrypoint to its end with nginx's `-t`: the rendered files are left in the runtime folder. */
export function renderOnly(env: Record<string, string>): { status: number | null; stderr: string; runtimeDir: string } {
  requireNginx();
  const templateDir = writeTemplate();
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-run-'));
  const result = spawnSync('sh', [ENTRYPOINT, '-t'], {
    env: { PATH: process.env.PATH ?? '', NGINX_TEMPLATE_DIR: templateDir, NGINX_RUNTIME_DIR: runtimeDir, NGINX_USER: 'root', NGINX_ACCESS_LOG: 'off', ...env },
    encoding: 'utf8',
  });
  rmSync(templateDir, { recursive: true, force: true });
  return { status: result.status, stderr: result.stderr, runtimeDir };
}

export interface RunningNginx {
  baseUrl: string;
  port: number;
  /** The files server of this nginx (the default upstream of every remote). */
  filesAddress: string;
  runtimeDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitUntilListening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/__azmar_probe`, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/**
 * @param env the container's environment (SHELL_DIST, MFE_*_DIST, API_UPSTREAM, MFE_*_URL, …); the ports,
 *   runtime folder and user are chosen here unless given
 */
export async function startNginx(env: Record<string, string> = {}): Promise<RunningNginx> {
  requireNginx();
  const templateDir = writeTemplate();
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-run-'));
  const port = await getPort({ host: '127.0.0.1' });
  const filesAddress = env.NGINX_FILES_LISTEN ?? `127.0.0.1:${await getPort({ host: '127.0.0.1', exclude: [port] })}`;
  const child = spawn('sh', [ENTRYPOINT], {
    env: {
      PATH: process.env.PATH ?? '',
      NGINX_TEMPLATE_DIR: templateDir,
      NGINX_RUNTIME_DIR: runtimeDir,
      NGINX_LISTEN: `127.0.0.1:${port}`,
      NGINX_USER: 'root',
      NGINX_ACCESS_LOG: path.join(runtimeDir, 'access.log'),
      API_UPSTREAM: '127.0.0.1:9',
      ...env,
      NGINX_FILES_LISTEN: filesAddress,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(templateDir, { recursive: true, force: true });
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(env.NGINX_ROLE === 'files' ? Number(filesAddress.split(':').at(-1)) : port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, port, filesAddress, runtimeDir, output: () => output, stop };
}

export function nginxHasBrotli(): boolean {
  return existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
}
