import type { Project } from '@azmar/contract/content/project';

export interface MediaItem {
  src: string;
  caption: string;
  captionKu: string;
  isVideo: boolean;
}

/** A path ending in `.mp4` is a video (docs/product.md §11). */
export const isVideoPath = (path: string): boolean => /\.mp4$/i.test(path);

/** What the media viewer offers: the project's image, then its gallery. */
export function projectMedia(project: Pick<Project, 'image' | 'titleEn' | 'titleKu' | 'gallery'>): MediaItem[] {
  return [
    { src: project.image, caption: project.titleEn, captionKu: project.titleKu, isVideo: isVideoPath(project.image) },
    ...(project.gallery ?? []).map((item) => ({ src: item.image, caption: item.caption, captionKu: item.captionKu, isVideo: isVideoPath(item.image) })),
  ];
}

/** The URL parameter of the item the viewer shows (`?project=4&media=2`), set by a thumbnail pressed before the page's code. */
export const MEDIA_PARAM = 'media';

/**
 * The item the viewer opens on: the one in the URL (`asked`, an index) when there is one; else the first video for
 * the equestrian club (docs/product.md §10), else the first item.
 */
export function initialMediaIndex(items: readonly MediaItem[], opensOnVideo: boolean, asked: string | null = null): number {
  const askedIndex = Number(asked);
  if (asked !== null && asked !== '' && Number.isInteger(askedIndex) && askedIndex >= 0 && askedIndex < items.length) return askedIndex;
  if (!opensOnVideo) return 0;
  const video = items.findIndex((item) => item.isVideo);
  return video === -1 ? 0 : video;
}
