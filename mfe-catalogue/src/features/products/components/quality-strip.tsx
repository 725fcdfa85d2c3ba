import { TileSection } from '../../../components/tile-section';

const POINTS = ['certified', 'warranty', 'support', 'delivery'] as const;

/** Quality assurance strip: certified products, warranty coverage, technical support, safe delivery. */
export function QualityStrip() {
  return <TileSection part="quality-strip" texts="products.quality" keys={POINTS} tileAttribute="quality" />;
}
