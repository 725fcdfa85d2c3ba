import { useId } from 'react';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { MediaImage } from '../../../components/media-image';
import { CATALOGUE_NAMESPACE } from '../../../i18n/catalogue-namespaces';

/** The most photos a gallery shows: product-card.css has a rule per place (a photo is shown by its checked dot). */
const GALLERY_MAX_PHOTOS = 6;

/**
 * The 'Business Partnership' gallery of a poultry equipment card: one photo at a time, a dot per photo to choose.
 * The dots are radio buttons and the stylesheet shows the photo of the checked one, so the choice works the same
 * before and without the page's code; a photo not chosen is never fetched (lazy and not displayed).
 */
export default function PartnershipGallery({ items, productTitle }: { items: readonly GalleryItem[]; productTitle: string }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const group = useId();
  const photos = items.slice(0, GALLERY_MAX_PHOTOS);
  if (photos.length === 0) return null;
  const title = t('cards.partnershipGallery');
  return (
    <section className="partnership-gallery" data-part="partnership-gallery" aria-label={`${title}: ${productTitle}`}>
      <h4 className="partnership-gallery__title">{title}</h4>
      {photos.map((item) => {
        const caption = language === 'ku' ? item.captionKu : item.caption;
        return (
          <figure key={item.image} className="partnership-gallery__photo">
            <MediaImage
              className="partnership-gallery__image"
              src={item.image}
              alt={caption}
              width={400}
              height={250}
              sizes="(min-width: 640px) 400px, 100vw"
              loading="lazy"
            />
            <figcaption className="partnership-gallery__caption">{caption}</figcaption>
          </figure>
        );
      })}
      {photos.length > 1 && (
        <div className="partnership-gallery__dots" role="radiogroup" aria-label={title}>
          {photos.map((item, index) => (
            <input
              key={item.image}
              type="radio"
              name={group}
              className="partnership-gallery__dot"
              defaultChecked={index === 0}
              aria-label={t('cards.showPhoto', { number: formatNumber(index + 1, language), total: formatNumber(photos.length, language) })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
