import { useState } from 'react';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { CATALOGUE_NAMESPACE } from '../../../i18n/register-catalogue-texts';

/** The 'Business Partnership' gallery of a poultry equipment card: one photo at a time, thumbnails to choose. */
export default function PartnershipGallery({ items, productTitle }: { items: readonly GalleryItem[]; productTitle: string }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [selected, setSelected] = useState(0);
  const item = items[selected] ?? items[0];
  if (!item) return null;
  const caption = language === 'ku' ? item.captionKu : item.caption;
  return (
    <section className="partnership-gallery" data-part="partnership-gallery" aria-label={`${t('cards.partnershipGallery')}: ${productTitle}`}>
      <h4 className="partnership-gallery__title">{t('cards.partnershipGallery')}</h4>
      <img className="partnership-gallery__image" src={item.image} alt={caption} width={400} height={250} loading="lazy" decoding="async" />
      <p className="partnership-gallery__caption">{caption}</p>
      {items.length > 1 && (
        <div className="partnership-gallery__dots">
          {items.map((thumbnail, index) => (
            <button
              key={thumbnail.image}
              type="button"
              className="partnership-gallery__dot"
              aria-pressed={index === selected}
              aria-label={t('cards.showPhoto', { number: formatNumber(index + 1, language), total: formatNumber(items.length, language) })}
              onClick={() => setSelected(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
