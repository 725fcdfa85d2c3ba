import { ContactPage } from './features/contact/contact-page';

/** This remote owns one route, /contact. */
export function ContactApp() {
  return <ContactPage />;
}
