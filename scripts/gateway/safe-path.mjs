// Maps a URL path onto a file under a root folder, refusing anything that would escape it.
import path from 'node:path';

/**
 * @param {string} root absolute folder
 * @param {string} relativeUrlPath URL path below the root, still percent-encoded
 * @returns {string | null} absolute file path, or null when the path is malformed or escapes the root
 */
export function resolveInside(root, relativeUrlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativeUrlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  // Dot-files (.env, .git) are never part of a build's public output.
  if (segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== ''))) return null;
  const absolute = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  if (absolute !== root && !absolute.startsWith(rootWithSep)) return null;
  return absolute;
}
