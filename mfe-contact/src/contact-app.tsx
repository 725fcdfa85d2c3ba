import { RemoteRoutes, type RemoteRoute } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ContactPage } from './pages/contact-page';

// This remote's route of the route manifest (app.test.tsx keeps them equal) with its page.
export const CONTACT_ROUTES: readonly RemoteRoute[] = [{ path: '/contact', element: <ContactPage /> }];

/** This remote owns /contact; an unknown path below it (e.g. /contact/x) is a 404. */
export function ContactApp() {
  return <RemoteRoutes routes={CONTACT_ROUTES} fallback={<NotFoundPage />} />;
}
