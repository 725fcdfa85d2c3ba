// Child processes write in arbitrary chunks; the dev runner and the gateway prefix each whole line with
// the app it came from, so output of several processes stays readable when interleaved.

/**
 * Calls `write` once per complete line of `stream` (and once for a trailing partial line at its end).
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} write
 */
export function forEachLine(stream, write) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (pending) write(pending);
  });
}
