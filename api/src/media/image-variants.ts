import { mediaWidthsFor, type MediaType, type MediaVariantFormat } from '@azmar/contract/staff/media';
import sharp, { type OutputInfo } from 'sharp';
import type { FileToStore } from './media-store.js';
import { UploadRefusal } from './upload-check.js';

/** Pictures larger than this many pixels are refused as undecodable (a decompression bomb), whatever their bytes. */
const MAX_PIXELS = 60_000_000;

/** A file an upload is served as (stored by `storeMediaFile`). */
export type MadeFile = FileToStore;

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/**
 * The files an image is served as, all by sharp: the image itself in its own format, turned upright and without
 * its metadata (a camera's GPS position never reaches the site; anything riding in the original's bytes is gone),
 * named by its size (`1200x800.jpg`); then each width of `mediaWidthsFor` as AVIF and WebP (`480w.avif`).
 * An image sharp cannot decode to the end is refused.
 */
export async function imageFiles(type: MediaType, original: Buffer): Promise<{ width: number; height: number; files: MadeFile[] }> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(original, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 86, mozjpeg: true })
        : type === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : type === 'image/webp'
            ? image.webp({ quality: 86 })
            : image.avif({ quality: 60, effort: 3 });
    upright = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefusal(400, 'media.undecodable');
  }
  const { width, height } = upright.info;
  const files: MadeFile[] = [{ name: `${width}x${height}.${EXTENSION[type]}`, type, width, height, bytes: upright.data }];
  const formats: MediaVariantFormat[] = ['avif', 'webp'];
  for (const format of formats) {
    for (const w of mediaWidthsFor(width)) {
      const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
      const out = await (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })).toBuffer({ resolveWithObject: true });
      files.push({ name: `${w}w.${format}`, type: `image/${format}`, width: out.info.width, height: out.info.height, bytes: out.data });
    }
  }
  return { width, height, files };
}
