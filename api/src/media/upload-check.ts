import type { MediaType } from '@azmar/contract/staff/media';
import { MEDIA_IMAGE_MAX_BYTES, MEDIA_IMAGE_TYPES, MEDIA_VIDEO_MAX_BYTES, MEDIA_VIDEO_TYPES } from '@azmar/contract/staff/media';
import type { StaffErrorCode } from '@azmar/contract/staff/roles';
import { fileTypeFromBuffer } from 'file-type';

/** Why an upload is refused, before anything is stored. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: StaffErrorCode,
  ) {
    super(code);
  }
}

const EXTENSIONS: Record<string, MediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
};

/**
 * A name as a browser sends it for a picked file: a plain name, no folder (a path such as `../x.jpg` or
 * `C:\\x.jpg` is refused, never cleaned up), no control or direction characters, at most 255 characters.
 */
function checkFileName(name: string): void {
  const bad = name.length === 0 || name.length > 255 || /[/\\]/.test(name) || /^\.+$/.test(name) || /[\p{Cc}\p{Cf}]/u.test(name);
  if (bad) throw new UploadRefusal(400, 'media.bad-name');
}

/** Markup or script in a file that claims to be a picture or a video: what makes a polyglot dangerous. */
const SCANNED_BYTES = 64 * 1024;
const ACTIVE_CONTENT = /<(?:script|html|svg|iframe|object|embed|body|!doctype|\?php)\b|javascript:/i;

/** Bytes after the image's own end (JPEG's EOI, PNG's IEND chunk): room for a second file riding along. */
function trailingBytes(type: MediaType, bytes: Buffer): boolean {
  if (type === 'image/jpeg') {
    const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return end === -1 || bytes.subarray(end + 2).some((b) => b !== 0x00);
  }
  if (type === 'image/png') {
    const end = bytes.lastIndexOf(Buffer.from('IEND'));
    return end === -1 || bytes.length > end + 8;
  }
  return false;
}

/**
 * The upload's type, decided by its bytes (file-type's magic numbers): JPEG, PNG, WebP, AVIF or MP4, whatever the name
 * says. A renamed HTML or SVG file has no such signature (unsupported); a name whose extension names another of these
 * types than the bytes are (mismatched); a file with markup inside or bytes past the image's end (a polyglot) is
 * refused too; so is one over its kind's size limit.
 */
export async function checkUpload(name: string, bytes: Buffer): Promise<MediaType> {
  checkFileName(name);
  if (bytes.length === 0) throw new UploadRefusal(400, 'media.missing-file');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES];
  if (!detected || !allowed.includes(detected.mime)) throw new UploadRefusal(400, 'media.unsupported-type');
  const type = detected.mime as MediaType;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === undefined || EXTENSIONS[extension] !== type) throw new UploadRefusal(400, 'media.mismatched-content');
  const limit = type === 'video/mp4' ? MEDIA_VIDEO_MAX_BYTES : MEDIA_IMAGE_MAX_BYTES;
  if (bytes.length > limit) throw new UploadRefusal(413, 'media.too-large');
  // Where a second file hides: the headers and metadata at the start, or bytes appended at the end. The compressed
  // data between is left alone, where a short tag could match by chance in a large photo.
  const ends = [bytes.subarray(0, SCANNED_BYTES), bytes.subarray(Math.max(0, bytes.length - SCANNED_BYTES))];
  if (ends.some((part) => ACTIVE_CONTENT.test(part.toString('latin1'))) || trailingBytes(type, bytes)) {
    throw new UploadRefusal(400, 'media.mismatched-content');
  }
  return type;
}
