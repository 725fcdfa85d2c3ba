import { RouteHero } from '../../components/route-hero';
import { ProductsGrid } from './components/products-grid';

export function ProductsPage() {
  return (
    <>
      <RouteHero page="products" />
      <ProductsGrid skeletons={8} />
    </>
  );
}
