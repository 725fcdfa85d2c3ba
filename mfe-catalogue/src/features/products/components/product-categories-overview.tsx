import { TileSection } from '../../../components/tile-section';

const CATEGORIES = ['construction', 'electronics', 'poultry'] as const;

/** Categories overview: construction materials, electronic equipment, poultry equipment. */
export function ProductCategoriesOverview() {
  return <TileSection part="categories-overview" texts="products.overview" keys={CATEGORIES} tileAttribute="overview" />;
}
