import { RouteHero } from '../hero/route-hero';

export function ProductsPage() {
  return <RouteHero page="products" />;
}
