/** A gallery item of a project or product; a path ending in `.mp4` is a video, anything else an image. */
export interface GalleryItem {
  image: string;
  caption: string;
  captionKu: string;
}
