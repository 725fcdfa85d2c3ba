/**
 * A card's picture, its box reserved by width and height. Cards below the first screen fetch it when scrolled near;
 * the page's first card (its largest paint on a phone) fetches it at once, at high priority, and the server's HTML
 * preloads it (React adds the hint for a high-priority image).
 */
export function CardImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return priority ? (
    <img className="catalogue-card__image" src={src} alt={alt} width={400} height={250} fetchPriority="high" />
  ) : (
    <img className="catalogue-card__image" src={src} alt={alt} width={400} height={250} loading="lazy" decoding="async" />
  );
}
