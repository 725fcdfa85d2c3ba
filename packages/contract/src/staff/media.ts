import type { ContentKind } from '../content/content-dates.js';
import type { StaffPerson } from './accounts.js';

/**
 * Media the staff upload. Uploads live in the database (shared by every instance) and are served by the API under
 * `/api/media/`. What content holds (an item's `image`, a gallery item's `image`, a service's `video`, a product's
 * `videoUrl`) is the upload's `path`:
 *
 * - an image: `/api/media/<id>/<width>x<height>.<jpg|png|webp|avif>` (the file as uploaded, stored once);
 * - a video: `/api/media/<id>/video.mp4`.
 *
 * An image is also served, made by sharp, in each width of `mediaWidthsFor(width)` as AVIF and WebP:
 * `/api/media/<id>/<w>w.avif` and `/api/media/<id>/<w>w.webp`. `mediaSources(path)` gives all of it from the path
 * alone, so the public lists keep their shapes and a page can write `srcset`, `width` and `height`.
 * Every `/api/media/` answer is immutable (`Cache-Control: public, max-age=31536000, immutable`): a changed picture
 * is a new upload with a new id.
 */
export const STAFF_MEDIA_PATH = '/api/staff/media';
export const PUBLIC_MEDIA_PREFIX = '/api/media/';

export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4'] as const;
export type MediaType = (typeof MEDIA_IMAGE_TYPES)[number] | (typeof MEDIA_VIDEO_TYPES)[number];

/** Largest upload accepted: an image, and a video. */
export const MEDIA_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 60 * 1024 * 1024;
/** The widths variants are made in (never wider than the original). */
const MEDIA_WIDTHS = [480, 960, 1600] as const;
const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** The variant widths of an image `width` pixels wide: each of MEDIA_WIDTHS below it, and the original's (at most the largest). */
export function mediaWidthsFor(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

interface MediaVariant {
  url: string;
  width: number;
  height: number;
  format: MediaVariantFormat;
}

/** What a page needs to show an uploaded image without a layout shift. */
export interface MediaSources {
  kind: 'image';
  /** The original upload (the `<img src>` fallback). */
  src: string;
  width: number;
  height: number;
  /** `srcset` strings per format, e.g. `/api/media/ab…/480w.avif 480w, /api/media/ab…/960w.avif 960w`. */
  srcset: Record<MediaVariantFormat, string>;
  variants: MediaVariant[];
}

const IMAGE_PATH = /^\/api\/media\/([0-9a-f]{32})\/([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png|webp|avif)$/;

/** The sources of an uploaded image's path; null for any other path (the site's own `/assets/media/…`, a video). */
export function mediaSources(path: string): MediaSources | null {
  const match = IMAGE_PATH.exec(path);
  if (!match) return null;
  const [, id, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  const variants = MEDIA_VARIANT_FORMATS.flatMap((format) =>
    mediaWidthsFor(width).map((vw) => ({
      url: `${PUBLIC_MEDIA_PREFIX}${id}/${vw}w.${format}`,
      width: vw,
      height: Math.max(1, Math.round((height * vw) / width)),
      format,
    })),
  );
  const srcsetOf = (format: MediaVariantFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  return { kind: 'image', src: path, width, height, srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp') }, variants };
}

/** One upload, as `GET /api/staff/media` lists it and `POST /api/staff/media` answers it. */
export interface StaffMedia {
  id: string;
  kind: 'image' | 'video';
  type: MediaType;
  /** What content holds (see above). */
  path: string;
  /** Pixels, for images; null for videos. */
  width: number | null;
  height: number | null;
  bytes: number;
  altEn: string;
  altKu: string;
  /** The file's name as uploaded (kept for the staff's list only; never part of a URL). */
  originalName: string;
  createdAt: string;
  createdBy: StaffPerson | null;
  /** Images only: the variants made (empty for a video). */
  variants: MediaVariant[];
}

/**
 * `POST /api/staff/media` is `multipart/form-data` with the parts `file` (one file), `altEn` and `altKu` (both
 * required, 1–300 characters). The same file uploaded again answers the existing upload (200, not 201).
 */
export const MEDIA_UPLOAD_FIELDS = { file: 'file', altEn: 'altEn', altKu: 'altKu' } as const;
export const MEDIA_ALT_MAX = 300;

/**
 * Query and answer of `GET /api/staff/media`: newest first. `q` keeps the uploads whose file name or alt text (in
 * either language) holds it, case aside (the studio's media picker searches by it); at most MEDIA_SEARCH_MAX characters.
 */
export interface StaffMediaQuery {
  kind?: 'image' | 'video';
  q?: string;
  page?: number;
  pageSize?: number;
}
export const MEDIA_SEARCH_MAX = 100;

/** The list's address for a query (what is not set is left out). */
export function staffMediaListUrl({ kind, q, page, pageSize }: StaffMediaQuery): string {
  // Built by hand: the contract compiles without the DOM's or Node's URLSearchParams.
  const parts = Object.entries({ kind, q: q?.trim() || undefined, page, pageSize })
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `${STAFF_MEDIA_PATH}?${parts.join('&')}` : STAFF_MEDIA_PATH;
}
export interface StaffMediaPage {
  items: StaffMedia[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One upload: `PATCH` changes its alt texts (`StaffMediaChange`, both required, 1–300 characters) and answers the
 * upload; `DELETE` removes it and its files (204) unless an item uses it, in its draft or in what visitors see: then
 * 409 `media.in-use` with `usedBy`, every such item.
 */
export const staffMediaItemPath = (id: string) => `${STAFF_MEDIA_PATH}/${id}`;

export interface StaffMediaChange {
  altEn: string;
  altKu: string;
}

/** An item that uses an upload (its picture, gallery, video), and whether its draft, its published content or both do. */
export interface MediaUse {
  kind: ContentKind;
  id: number;
  titleEn: string;
  titleKu: string;
  in: ('draft' | 'published')[];
}
