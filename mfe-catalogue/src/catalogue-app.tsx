import { RemoteRoutes, type RemoteRoute } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ProductsPage } from './pages/products-page';
import { ProjectsPage } from './pages/projects-page';
import { ServicesPage } from './pages/services-page';

// This remote's routes of the route manifest (app.test.tsx keeps them equal), each with its page.
export const CATALOGUE_ROUTES: readonly RemoteRoute[] = [
  { path: '/services', element: <ServicesPage /> },
  { path: '/projects', element: <ProjectsPage /> },
  { path: '/products', element: <ProductsPage /> },
];

/** One remote, three routes: the page follows the path (and its changes while mounted); anything else below them is a 404. */
export function CatalogueApp() {
  return <RemoteRoutes routes={CATALOGUE_ROUTES} fallback={<NotFoundPage />} />;
}
