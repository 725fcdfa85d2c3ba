import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ContentExport } from './content-transfer.js';

/** Writes the export, gzipped when the name ends in `.gz`. */
export async function writeExportFile(file: string, doc: ContentExport): Promise<number> {
  const json = Buffer.from(JSON.stringify(doc));
  const bytes = file.endsWith('.gz') ? gzipSync(json) : json;
  await writeFile(file, bytes);
  return bytes.length;
}

export async function readExportFile(file: string): Promise<unknown> {
  const bytes = await readFile(file);
  // gzip's magic number, whatever the name says.
  const json = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return JSON.parse(json.toString('utf8'));
}
