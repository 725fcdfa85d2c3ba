import { RouteHero } from '../../components/route-hero';
import { CatalogueSection } from './catalogue-section';

/** Home, top to bottom in the spec's order (the sections of its own are still to come). */
export function HomePage() {
  return (
    <>
      <RouteHero page="home" />
      <CatalogueSection section="projects" />
      <CatalogueSection section="services" />
      <CatalogueSection section="products" />
    </>
  );
}
