// Exposed as `./home-sections`: the catalogue's sections on home's page, one export each (see module-federation.config.ts).
import { ProductsGrid } from '../features/products/components/products-grid';
import { ProjectsGrid } from '../features/projects/components/projects-grid';
import { ServicesGrid } from '../features/services/components/services-grid';
import { SectionFrame } from './section-frame';

/** Home's projects section, the first 4 projects (spec section 9). */
export function ProjectsSection() {
  return (
    <SectionFrame page="projects">
      <ProjectsGrid limit={4} skeletons={4} viewAllHref="/projects" />
    </SectionFrame>
  );
}

/** Home's services section, every service. */
export function ServicesSection() {
  return (
    <SectionFrame page="services">
      <ServicesGrid viewAllHref="/services" />
    </SectionFrame>
  );
}

/** Home's products section, the first 8 products (spec section 9). */
export function ProductsSection() {
  return (
    <SectionFrame page="products">
      <ProductsGrid limit={8} skeletons={4} viewAllHref="/products" />
    </SectionFrame>
  );
}
