// Local base images in place of the official ones (node, nginx, mysql) where no image registry is reachable: a Debian
// 13 base made with debootstrap from the mirror apt already uses, then Node.js, nginx and MariaDB from Debian on it.
// Each is built once per machine and kept: an image is rebuilt only when its Dockerfile changed (label).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasCommand, output, run } from '../containers/run-command.mjs';

export const LOCAL_BASE = {
  debian: 'azmar-local/debian:trixie',
  node: 'azmar-local/node:trixie',
  nginx: 'azmar-local/nginx:trixie',
  mariadb: 'azmar-local/mariadb:trixie',
};
const HASH_LABEL = 'org.azmar.local-image-hash';
/** This folder: the images' Dockerfiles and entrypoints. */
const baseImagesDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} image */
function imageLabel(image) {
  const text = output('docker', ['image', 'inspect', '--format', `{{index .Config.Labels "${HASH_LABEL}"}}`, image]);
  return text === null ? null : text.trim();
}

/** The Debian mirror of the host's apt sources (deb822 `URIs:` or one-line `deb` entries), not the security one. */
function debianMirror() {
  const files = ['/etc/apt/sources.list', ...listDir('/etc/apt/sources.list.d').map((name) => path.join('/etc/apt/sources.list.d', name))];
  for (const file of files.filter((f) => /\.(list|sources)$/.test(f) && existsSync(f))) {
    const text = readFileSync(file, 'utf8');
    const uris = [...text.matchAll(/^URIs:\s*(\S+)/gm), ...text.matchAll(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/gm)].map((m) => m[1]);
    const mirror = uris.find((uri) => /\/debian\/?$/.test(uri));
    if (mirror) return mirror;
  }
  return 'http://deb.debian.org/debian';
}

/** @param {string} dir */
function listDir(dir) {
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function ensureDebianBase() {
  if (imageLabel(LOCAL_BASE.debian) !== null) return;
  if (!hasCommand('debootstrap')) await run('apt-get', ['install', '-y', 'debootstrap']);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-trixie-'));
  try {
    await run('debootstrap', ['--variant=minbase', 'trixie', dir, debianMirror()]);
    await run('sh', ['-c', `tar -C '${dir}' -c . | docker import - ${LOCAL_BASE.debian}`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {string} image
 * @param {string} dockerfile path of the local image's Dockerfile (in this folder)
 * @param {(context: string) => void} [fill] adds files to the build context
 * @param {string[]} [files] files beside the Dockerfile it copies: the image is rebuilt when they change too
 */
async function ensureLocalImage(image, dockerfile, fill, files = []) {
  const hasher = createHash('sha256').update(readFileSync(dockerfile));
  for (const file of files) hasher.update(readFileSync(path.join(path.dirname(dockerfile), file)));
  const hash = hasher.digest('hex').slice(0, 16);
  if (imageLabel(image) === hash) return;
  const context = mkdtempSync(path.join(os.tmpdir(), 'azmar-local-image-'));
  try {
    copyFileSync(dockerfile, path.join(context, 'Dockerfile'));
    for (const file of files) copyFileSync(path.join(path.dirname(dockerfile), file), path.join(context, file));
    fill?.(context);
    // The legacy builder: these Dockerfiles need nothing of BuildKit, and the docker CLI may lack buildx.
    await run('docker', ['build', '-q', '-t', image, '--label', `${HASH_LABEL}=${hash}`, '--build-arg', `BASE=${LOCAL_BASE.debian}`, context], {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The Debian base only (Compose is fetched inside it). */
export async function ensureLocalDebian() {
  await ensureDebianBase();
}

export async function ensureLocalBaseImages() {
  await ensureDebianBase();
  await ensureLocalImage(LOCAL_BASE.node, path.join(baseImagesDir, 'node.Dockerfile'), (context) => {
    // The host's extra CA certificates (a TLS-intercepting egress proxy), so npm inside the builds reaches its registry.
    const ca = path.join(context, 'ca');
    mkdirSync(ca);
    const extra = '/usr/local/share/ca-certificates';
    for (const name of listDir(extra).filter((n) => n.endsWith('.crt'))) copyFileSync(path.join(extra, name), path.join(ca, name));
  });
  await ensureLocalImage(LOCAL_BASE.nginx, path.join(baseImagesDir, 'nginx.Dockerfile'), undefined, ['nginx-entrypoint.sh']);
  await ensureLocalImage(LOCAL_BASE.mariadb, path.join(baseImagesDir, 'mariadb.Dockerfile'), (context) => {
    copyFileSync(path.join(baseImagesDir, 'mariadb-entrypoint.sh'), path.join(context, 'mariadb-entrypoint.sh'));
  });
}
