// A real nginx (Debian's package) on free loopback ports, started the way the images start it: the stand-in of the
// official image's entrypoint runs deploy/nginx/entrypoint.d/ and the envsubst step on deploy/nginx/templates/, with
// the Dockerfile's ENV as defaults, then the Dockerfile's command runs on a temp runtime folder. No nginx installed is
// a failure, never a skip.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The stand-in of the official image's /docker-entrypoint.sh. */
export const ENTRYPOINT = path.join(ROOT_DIR, 'deploy', 'standins', 'nginx-entrypoint.sh');
export const TEMPLATE_DIR = path.join(ROOT_DIR, 'deploy', 'nginx', 'templates');
export const FRONT_DOCKERFILE = path.join(ROOT_DIR, 'deploy', 'nginx', 'Dockerfile');
/** The runtime folder the image's command names, replaced by a temp folder here. */
const IMAGE_RUNTIME_DIR = '/tmp/azmar-nginx';

/** Fails with the fix when nginx or envsubst is missing (`.ci/run` installs them). */
export function requireNginx(): void {
  for (const [command, fix] of [
    ['nginx', 'apt-get install -y nginx libnginx-mod-http-brotli-static'],
    ['envsubst', 'apt-get install -y gettext-base'],
  ]) {
    const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
    if (found.status !== 0 || !found.stdout.trim()) throw new Error(`${command} is not installed: these tests run Debian's nginx (${fix})`);
  }
}

/** A Dockerfile's ENV (NAME=value pairs, quotes removed) and CMD (exec form). */
export function readDockerfile(file: string): { env: Record<string, string>; cmd: string[] } {
  const text = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
  const env: Record<string, string> = {};
  for (const line of text.split('\n').filter((candidate) => candidate.startsWith('ENV '))) {
    for (const [, name, value] of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=('[^']*'|"[^"]*"|\S*)/g)) env[name!] = value!.replace(/^(['"])(.*)\1$/, '$2');
  }
  const cmd = /^CMD (\[.*\])$/m.exec(text)?.[1];
  return { env, cmd: cmd ? (JSON.parse(cmd) as string[]) : [] };
}

/** The templates in a fresh temp folder (what the image copies to /etc/azmar/nginx/templates). */
export function writeTemplate(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-template-'));
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}

/** /docker-entrypoint.d/ as the front door's image holds it: the project's script and the envsubst step. */
function entrypointScripts(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-entrypoint-d-'));
  symlinkSync(path.join(ROOT_DIR, 'deploy', 'nginx', 'entrypoint.d', '15-azmar-nginx.envsh'), path.join(dir, '15-azmar-nginx.envsh'));
  symlinkSync(path.join(ROOT_DIR, 'deploy', 'standins', 'nginx-envsubst-on-templates.sh'), path.join(dir, '20-envsubst-on-templates.sh'));
  return dir;
}

interface Start {
  args: string[];
  env: NodeJS.ProcessEnv;
  runtimeDir: string;
  cleanUp: () => void;
}

/** The entrypoint's command line and environment: the image's defaults, then this machine's, then the test's. */
function prepare(env: Record<string, string>, local: Record<string, string>, extraArgs: string[] = []): Start {
  requireNginx();
  const image = readDockerfile(FRONT_DOCKERFILE);
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-run-'));
  const scriptsDir = entrypointScripts();
  const files = local.NGINX_FILES_LISTEN ?? image.env.NGINX_FILES_LISTEN!;
  // The image's upstreams are compose names; here each app's files are this nginx's own files server.
  const upstreams: Record<string, string> = { SHELL_UPSTREAM: files, RENDER_UPSTREAM: env.SHELL_UPSTREAM ?? files, API_UPSTREAM: '127.0.0.1:9' };
  for (const remote of SITE_REMOTES) upstreams[`${remote.envVar.replace(/_URL$/, '')}_UPSTREAM`] = files;
  const args = [...image.cmd.map((arg) => arg.replace(IMAGE_RUNTIME_DIR, runtimeDir)), ...extraArgs];
  return {
    args,
    env: {
      PATH: process.env.PATH ?? '',
      ...image.env,
      NGINX_ENVSUBST_TEMPLATE_DIR: TEMPLATE_DIR,
      AZMAR_STANDIN_ENTRYPOINT_D: scriptsDir,
      NGINX_RUNTIME_DIR: runtimeDir,
      NGINX_USER: 'root',
      ...upstreams,
      ...local,
      ...env,
      ...(local.NGINX_FILES_LISTEN ? { NGINX_FILES_LISTEN: local.NGINX_FILES_LISTEN } : {}),
    },
    runtimeDir,
    cleanUp: () => rmSync(scriptsDir, { recursive: true, force: true }),
  };
}

/** Runs the entrypoint to its end with nginx's `-t`: the written configuration is left in the runtime folder. */
export function renderOnly(env: Record<string, string>): { status: number | null; stderr: string; runtimeDir: string } {
  const start = prepare(env, { NGINX_ACCESS_LOG: 'off' }, ['-t']);
  const result = spawnSync('sh', [ENTRYPOINT, ...start.args], { env: start.env, encoding: 'utf8' });
  start.cleanUp();
  return { status: result.status, stderr: `${result.stdout}${result.stderr}`, runtimeDir: start.runtimeDir };
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
  const port = await getPort({ host: '127.0.0.1' });
  const filesAddress = env.NGINX_FILES_LISTEN ?? `127.0.0.1:${await getPort({ host: '127.0.0.1', exclude: [port] })}`;
  const start = prepare(env, { NGINX_LISTEN: `127.0.0.1:${port}`, NGINX_FILES_LISTEN: filesAddress });
  start.env.NGINX_ACCESS_LOG = env.NGINX_ACCESS_LOG ?? path.join(start.runtimeDir, 'access.log');
  const child = spawn('sh', [ENTRYPOINT, ...start.args], { env: start.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    start.cleanUp();
    rmSync(start.runtimeDir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(env.NGINX_ROLE === 'files' ? Number(filesAddress.split(':').at(-1)) : port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, port, filesAddress, runtimeDir: start.runtimeDir, output: () => output, stop };
}

export function nginxHasBrotli(): boolean {
  return existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
}
