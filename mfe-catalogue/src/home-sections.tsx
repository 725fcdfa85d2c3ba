// Exposed as `./home-sections`: the catalogue's sections on home's page, one export each (see module-federation.config.ts).
// They use the pages' own cards and modals, so a card change ships once and shows on both.
import { useProducts, useProjects } from '@azmar/kit/api/content-queries';
import { ProductsGrid } from './features/products/components/products-grid';
import { ProjectsGrid } from './features/projects/components/projects-grid';
import { ServicesGrid } from './features/services/components/services-grid';
import { SectionLandmark } from './components/section-landmark';

/**
 * The sections' texts: the kit loads them in the page's language with this module (federation/remote-modules), since
 * home's page never ran this remote's app entry.
 */
export { homeSectionsTexts as texts } from './i18n/home-sections-texts';

/** Home's projects section, the first 4 projects (docs/product.md §4). */
export function ProjectsSection() {
  const { data, isPending, isError, refetch } = useProjects();
  return (
    <SectionLandmark page="projects">
      <ProjectsGrid
        projects={data}
        allProjects={data}
        isLoading={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        limit={4}
        skeletons={4}
        // Four in a row on a wide screen, so the preview's four projects never leave one alone on a second row.
        columns={4}
        viewAllHref="/projects"
      />
    </SectionLandmark>
  );
}

/** Home's services section, every service. */
export function ServicesSection() {
  return (
    <SectionLandmark page="services">
      <ServicesGrid viewAllHref="/services" />
    </SectionLandmark>
  );
}

/** Home's products section, the first 8 products (docs/product.md §4). */
export function ProductsSection() {
  const { data, isPending, isError, refetch } = useProducts();
  return (
    <SectionLandmark page="products">
      <ProductsGrid products={data} isLoading={isPending} isError={isError} onRetry={() => void refetch()} limit={8} skeletons={4} viewAllHref="/products" />
    </SectionLandmark>
  );
}
