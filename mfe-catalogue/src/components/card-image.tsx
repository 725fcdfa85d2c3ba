import { MediaImage } from './media-image';

/**
 * A card's picture, its box reserved by width and height. Cards below the first screen fetch it when scrolled near;
 * the page's first card (its largest paint on a phone) fetches it at once, at high priority, and the server's HTML
 * preloads it (React adds the hint for a high-priority image). An uploaded picture comes in the widths the API made.
 */
export function CardImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return priority ? (
    <MediaImage className="catalogue-card__image" src={src} alt={alt} width={400} height={250} sizes={CARD_SIZES} fetchPriority="high" />
  ) : (
    <MediaImage className="catalogue-card__image" src={src} alt={alt} width={400} height={250} sizes={CARD_SIZES} loading="lazy" />
  );
}

// A card is at most about 400 CSS pixels wide; on a phone, the screen's width.
const CARD_SIZES = '(min-width: 640px) 400px, 100vw';
