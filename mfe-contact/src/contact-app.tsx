import { RemoteRoutes } from '@azmar/kit/routing/remote-router.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';
import { ContactPage } from './pages/contact-page';
import { StaffPage } from './pages/staff-page';
import declaredRoutes from './routes.json';

/**
 * The page of each route this remote declares (routes.json, which it deploys for the gateway): the contact page, and
 * the staff area where the messages it sends are read and the site's content is edited.
 */
export const CONTACT_PAGES = { contact: <ContactPage />, staff: <StaffPage /> };

/** This remote owns /contact and /staff; an unknown path below them (e.g. /contact/x) is a 404. */
export function ContactApp() {
  return <RemoteRoutes declared={declaredRoutes} pages={CONTACT_PAGES} fallback={<NotFoundPage />} />;
}
