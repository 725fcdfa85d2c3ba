import { RemoteRoutes, type RemoteRoute } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';

// This remote's routes of the route manifest (app.test.tsx keeps them equal), each with its page.
export const HOME_ROUTES: readonly RemoteRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
];

/** Renders only this remote's own routes; the shell decides when it is mounted at all (an unknown path below /about is a 404). */
export function HomeApp() {
  return <RemoteRoutes routes={HOME_ROUTES} fallback={<NotFoundPage />} />;
}
