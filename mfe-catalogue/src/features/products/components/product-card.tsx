import { lazy, Suspense } from 'react';
import type { Product } from '@azmar/contract/content/product';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { buttonClass } from '@azmar/kit/ui/button';
import { categoryTone } from '../../../lib/badge-tones';
import { categoryLabel } from '@azmar/kit/i18n/content-labels';
import { CATALOGUE_NAMESPACE } from '../../../i18n/catalogue-namespaces';
import { CardImage } from '../../../components/card-image';
import { QuoteLink } from '../../../components/quote-link';
import './product-card.css';

// Gallery and video code loads only with a card that has them (poultry equipment).
const PartnershipGallery = lazy(() => import('./partnership-gallery'));
const ProductVideo = lazy(() => import('./product-video'));

/** docs/product.md §10: a card lists the first 3 specifications. */
const CARD_SPECIFICATIONS = 3;

/** Image, category badge, title, description, first 3 specifications and a details toggle (docs/product.md §10). */
export function ProductCard({ product, priorityImage = false }: { product: Product; priorityImage?: boolean }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
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
        <h3 className="catalogue-card__title">
          <LatinRuns text={title} />
        </h3>
        <p className="catalogue-card__text">
          <LatinRuns text={ku ? product.descriptionKu : product.descriptionEn} />
        </p>
        <ul className="catalogue-card__list" data-part="specifications" aria-label={t('cards.specifications')}>
          {specifications.slice(0, CARD_SPECIFICATIONS).map((specification) => (
            <li key={specification}>
              <LatinRuns text={specification} />
            </li>
          ))}
        </ul>
        {poultry && gallery.length > 0 && (
          <Suspense fallback={<div className="product-card__gallery-space" />}>
            <PartnershipGallery items={gallery} productTitle={title} />
          </Suspense>
        )}
        {/* A native disclosure: it opens and closes the same before and without the page's code. */}
        <details className="product-card__details" data-part="details">
          <summary className={`${buttonClass('ghost', true)} product-card__toggle`}>
            <span className="product-card__toggle-show">{t('cards.showDetails')}</span>
            <span className="product-card__toggle-hide">{t('cards.hideDetails')}</span>
          </summary>
          {specifications.length > CARD_SPECIFICATIONS && (
            <ul className="catalogue-card__list">
              {specifications.slice(CARD_SPECIFICATIONS).map((specification) => (
                <li key={specification}>
                  <LatinRuns text={specification} />
                </li>
              ))}
            </ul>
          )}
          {poultry && product.videoUrl && (
            <Suspense fallback={null}>
              <ProductVideo src={product.videoUrl} caption={(ku ? product.videoCaptionKu : product.videoCaption) ?? title} />
            </Suspense>
          )}
          <QuoteLink about={{ kind: 'product', id: product.id }} />
        </details>
      </div>
    </article>
  );
}
