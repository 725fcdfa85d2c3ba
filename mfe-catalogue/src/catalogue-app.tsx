import { useLocationPath } from '@azmar/kit/routing/location-path';
import { ProductsPage } from './features/products/products-page';
import { ProjectsPage } from './features/projects/projects-page';
import { ServicesPage } from './features/services/services-page';

/** One remote, three routes: the page follows the path (and its changes while mounted). */
export function CatalogueApp() {
  const path = useLocationPath();
  if (path === '/projects') return <ProjectsPage />;
  if (path === '/products') return <ProductsPage />;
  return <ServicesPage />;
}
