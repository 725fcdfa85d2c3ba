import { RouteHero } from '../hero/route-hero';

export function ServicesPage() {
  return <RouteHero page="services" />;
}
