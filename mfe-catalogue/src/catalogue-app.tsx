import { RemoteRoutes } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ProductsPage } from './pages/products-page';
import { ProjectsPage } from './pages/projects-page';
import { ServicesPage } from './pages/services-page';
import declaredRoutes from './routes.json';

/** The page of each route this remote declares (routes.json, which it deploys for the gateway). */
export const CATALOGUE_PAGES = { services: <ServicesPage />, projects: <ProjectsPage />, products: <ProductsPage /> };

/** One remote, three routes: the page follows the path (and its changes while mounted); anything else below them is a 404. */
export function CatalogueApp() {
  return <RemoteRoutes declared={declaredRoutes} pages={CATALOGUE_PAGES} fallback={<NotFoundPage />} />;
}
