import { lazy, Suspense, useId, useState } from 'react';
import type { Product } from '@azmar/contract/content/product';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { categoryTone } from '../../../components/badge-tones';
import { categoryLabel } from '../../../components/labels';
import { CATALOGUE_NAMESPACE } from '../../../i18n/register-catalogue-texts';
import { CardImage } from '../../../components/card-image';
import './product-card.css';

// Gallery and video code loads when a card first needs it (poultry equipment; the video when details open).
const PartnershipGallery = lazy(() => import('./partnership-gallery'));
const ProductVideo = lazy(() => import('./product-video'));

/** Spec section 9: a card lists the first 3 specifications. */
export const CARD_SPECIFICATIONS = 3;

/** Image, category badge, title, description, first 3 specifications and a details toggle (spec section 2). */
export function ProductCard({ product, priorityImage = false }: { product: Product; priorityImage?: boolean }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const title = ku ? product.titleKu : product.titleEn;
  const specifications = ku ? product.specificationsKu : product.specifications;
  const poultry = product.category === 'poultry-equipment';
  const gallery = product.gallery ?? [];
  return (
    <article className="product-card" data-product={product.id} data-category={product.category}>
      <CardImage src={product.image} alt={title} priority={priorityImage} />
      <div className="catalogue-card__body">
        <div className="catalogue-card__badges">
          <span className={`catalogue-badge catalogue-badge--${categoryTone(product.category)}`}>{categoryLabel(t, product.category)}</span>
        </div>
        <h3 className="catalogue-card__title">{title}</h3>
        <p className="catalogue-card__text">{ku ? product.descriptionKu : product.descriptionEn}</p>
        <ul className="catalogue-card__list" data-part="specifications" aria-label={t('cards.specifications')}>
          {specifications.slice(0, CARD_SPECIFICATIONS).map((specification) => (
            <li key={specification}>{specification}</li>
          ))}
        </ul>
        {poultry && gallery.length > 0 && (
          <Suspense fallback={<div className="product-card__gallery-space" />}>
            <PartnershipGallery items={gallery} productTitle={title} />
          </Suspense>
        )}
        <div id={detailsId} data-part="details" hidden={!showDetails}>
          {showDetails && (
            <>
              {specifications.length > CARD_SPECIFICATIONS && (
                <ul className="catalogue-card__list">
                  {specifications.slice(CARD_SPECIFICATIONS).map((specification) => (
                    <li key={specification}>{specification}</li>
                  ))}
                </ul>
              )}
              {poultry && product.videoUrl && (
                <Suspense fallback={null}>
                  <ProductVideo src={product.videoUrl} caption={(ku ? product.videoCaptionKu : product.videoCaption) ?? title} />
                </Suspense>
              )}
            </>
          )}
        </div>
        <div className="catalogue-card__actions">
          <button
            type="button"
            className="catalogue-button catalogue-button--ghost"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? t('cards.hideDetails') : t('cards.showDetails')}
          </button>
        </div>
      </div>
    </article>
  );
}
