import { RouteHero } from '../../components/route-hero';
import { ServicesGrid } from './components/services-grid';

export function ServicesPage() {
  return (
    <>
      <RouteHero page="services" />
      <ServicesGrid />
    </>
  );
}
