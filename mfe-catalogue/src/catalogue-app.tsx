import { RemoteRoutes, type RemoteRoute } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ProductsPage } from './features/products/products-page';
import { ProjectsPage } from './features/projects/projects-page';
import { ServicesPage } from './features/services/services-page';

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
