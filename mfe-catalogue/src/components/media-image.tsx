import { mediaSources } from '@azmar/contract/staff/media';
import './media-image.css';

export interface MediaImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The box of the site's own pictures (an upload has its own, from its pixels). */
  width: number;
  height: number;
  /** How wide the picture shows, for the browser to choose a variant (`srcset`). */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A content picture. The site's own pictures (under /assets/media/) as they always were; a picture the staff uploaded in the
 * widths and modern formats the API made of it (AVIF, WebP, each in a few widths: `srcset`), its width and height
 * from the upload itself, so the page keeps its box before the picture arrives (no layout shift).
 */
export function MediaImage({ src, alt, className, width, height, sizes, loading, fetchPriority }: MediaImageProps) {
  const sources = mediaSources(src);
  const lazy = loading === 'lazy' ? ({ loading: 'lazy', decoding: 'async' } as const) : {};
  if (!sources) return <img className={className} src={src} alt={alt} width={width} height={height} fetchPriority={fetchPriority} {...lazy} />;
  return (
    <picture className="catalogue-picture">
      <source type="image/avif" srcSet={sources.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcset.webp} sizes={sizes} />
      <img className={className} src={sources.src} alt={alt} width={sources.width} height={sources.height} fetchPriority={fetchPriority} {...lazy} />
    </picture>
  );
}
