import { RemoteRoutes, type RemoteRoute } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ContactPage } from './pages/contact-page';
import { InboxPage } from './pages/inbox-page';

// This remote's routes of the route manifest (app.test.tsx keeps them equal) with their pages: the contact page, and
// the staff inbox where the messages it sends are read.
export const CONTACT_ROUTES: readonly RemoteRoute[] = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/inbox', element: <InboxPage /> },
];

/** This remote owns /contact and /inbox; an unknown path below them (e.g. /contact/x) is a 404. */
export function ContactApp() {
  return <RemoteRoutes routes={CONTACT_ROUTES} fallback={<NotFoundPage />} />;
}
