import { RemoteRoutes } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import declaredRoutes from './routes.json';

/** The page of each route this remote declares (routes.json, which it deploys for the gateway). */
export const HOME_PAGES = { home: <HomePage />, about: <AboutPage /> };

/** Renders only this remote's own routes; the shell decides when it is mounted at all (an unknown path below /about is a 404). */
export function HomeApp() {
  return <RemoteRoutes declared={declaredRoutes} pages={HOME_PAGES} fallback={<NotFoundPage />} />;
}
